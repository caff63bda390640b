import { cutIfLonger } from 'src/common/text/cut-text';

/** A person as a lead describes them; the contact is matched by email, else phone. */
export interface ContactFromLead {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  originCity: string | null;
  originState: string | null;
  destinationCity: string | null;
  destinationState: string | null;
  /** Where the lead came from (email, web_form, manual, …). */
  source: string;
  /**
   * Set when the contact is linked for a new opportunity: that lead is now the contact's latest, and the contact row is
   * written with its facts at once. The opportunities' latest-lead trigger then finds nothing to change; without them
   * it updates the contact a second time, and as those columns are in two contact indexes, the update writes all of
   * the contact's index entries again.
   */
  latestLead?: { source: string; status: string; moveDate: string | null };
}

/** What the contacts columns hold (first/last name and cities varchar(120), phone varchar(20), states char(2)). */
const CONTACT_TEXT_LIMITS = {
  firstName: 120,
  lastName: 120,
  phone: 20,
  originCity: 120,
  originState: 2,
  destinationCity: 120,
  destinationState: 2,
} satisfies Partial<Record<keyof ContactFromLead, number>>;

/** The contact with every text cut to its column (a lead cannot be refused for a long name). */
export function fitContactToColumns<C extends ContactFromLead>(contact: C): C {
  const fitted = { ...contact };
  for (const [field, limit] of Object.entries(CONTACT_TEXT_LIMITS) as [keyof typeof CONTACT_TEXT_LIMITS, number][]) {
    Object.assign(fitted, { [field]: cutIfLonger(fitted[field], limit) });
  }
  return fitted;
}
