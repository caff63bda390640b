/**
 * The match keys as the opportunities table stores them (email_key … city_key), and back (pure).
 */
import type { LeadMatchFacts } from './duplicate-keys.policy';

/** The stored form of the match keys (opportunities.email_key … city_key): the name as "first last". */
export interface StoredMatchKeys {
  emailKey: string | null;
  phoneKey: string | null;
  nameKey: string | null;
  zipKey: string | null;
  cityKey: string | null;
}

/** Widths of the key columns (migration DuplicateLeads): a longer key is cut, never refused. */
const KEY_WIDTH = { email: 254, name: 160, city: 160 } as const;

export const storedMatchKeys = (facts: LeadMatchFacts): StoredMatchKeys => ({
  emailKey: facts.emailKey && facts.emailKey.length <= KEY_WIDTH.email ? facts.emailKey : null,
  phoneKey: facts.phoneKey,
  nameKey: facts.name ? `${facts.name.first} ${facts.name.last}`.slice(0, KEY_WIDTH.name) : null,
  zipKey: facts.zipKey,
  cityKey: facts.cityKey ? facts.cityKey.slice(0, KEY_WIDTH.city) : null,
});

/** The facts back from stored keys (a candidate row read from the table). */
export const factsFromStored = (keys: StoredMatchKeys & { moveDate: string | null }): LeadMatchFacts => {
  const space = keys.nameKey?.lastIndexOf(' ') ?? -1;
  return {
    emailKey: keys.emailKey,
    phoneKey: keys.phoneKey,
    name: keys.nameKey && space > 0 ? { first: keys.nameKey.slice(0, space), last: keys.nameKey.slice(space + 1) } : null,
    moveDate: keys.moveDate,
    zipKey: keys.zipKey,
    cityKey: keys.cityKey,
  };
};
