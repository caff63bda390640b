/**
 * How the Email Deliveries search reads what was typed: trimmed and lower-cased; a whole address is looked up as
 * itself (the newest sends straight from the (lower(to_email), created_at) index), anything else as a fragment of the
 * address (trigram index), with LIKE's wildcards taken literally.
 */
export type DeliverySearch = { kind: 'none' } | { kind: 'address'; value: string } | { kind: 'fragment'; pattern: string };

const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function deliverySearch(email: string | undefined | null): DeliverySearch {
  const term = (email ?? '').trim().toLowerCase();
  if (term === '') return { kind: 'none' };
  if (WHOLE_ADDRESS.test(term)) return { kind: 'address', value: term };
  return { kind: 'fragment', pattern: `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}
