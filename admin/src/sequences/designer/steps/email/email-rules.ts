import type { EmailVariantFields } from './email-variants';

/** The email step's own fields (beside what every step has: designer-rules StepBase), its A/B variants included. */
export type EmailFields = EmailVariantFields & {
  template_id: string | null;
  /** Empty: the template's subject. */
  subject_override: string;
  /** Empty: the company sender address. */
  from_override: string;
};

export const NO_TEMPLATE_HINT = 'Select a template for the first step to enable test sending';
export const NO_TEMPLATE_SELECTED = 'No template selected';
export const CHOOSE_TEMPLATE = 'Choose the email this step sends';

/** A From override must at least look like an address ('Name <a@b.example>' or 'a@b.example'); empty is the company's. */
export const fromAddressProblem = (value: string): string | null => {
  const text = value.trim();
  if (!text) return null;
  const address = /<([^<>]+)>\s*$/.exec(text)?.[1] ?? text;
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address.trim()) ? null : 'Enter an email address, e.g. Moves <moves@company.example>';
};
