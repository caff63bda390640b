import type { AssignmentStep, ContactListItem, ManualAssignResult } from '../api/types';
import { ApiError } from '../providers/api-error';
import { isObject } from '../providers/json';

export const CANNOT_ASSIGN_TITLE = 'Cannot Assign Contacts';
export const ASSIGNMENT_FAILED_TITLE = 'Assignment Failed';
export const NO_STEPS_WARNING = 'This sequence has no steps. Add at least one step before enrolling contacts.';
export const NO_TEMPLATE_WARNING = 'Step 1 has no template selected.';
export const INVALID_EMAILS_MESSAGE = 'Selected contacts have invalid emails and cannot be enrolled. Please select contacts with valid email addresses.';
export const NO_SELECTION_MESSAGE = 'No contacts selected';
/** The dialog closes this long after a successful assignment. */
export const CLOSE_AFTER_SUCCESS_MS = 1500;

/** No email, or an address on the placeholder .invalid domain: never listed, never enrolled. */
export const hasUsableEmail = (contact: Pick<ContactListItem, 'email'>) => {
  const email = contact.email?.trim().toLowerCase() ?? '';
  return email.length > 0 && !email.endsWith('.invalid');
};

/** The first reason an assignment cannot be sent, or null; and the contact uuids it would send. */
export const assignmentProblem = (
  selected: ContactListItem[],
  steps: AssignmentStep[],
): { problem: string | null; contactIds: string[] } => {
  if (selected.length === 0) return { problem: NO_SELECTION_MESSAGE, contactIds: [] };
  if (steps.length === 0) return { problem: NO_STEPS_WARNING, contactIds: [] };
  const first = [...steps].sort((a, b) => a.step_order - b.step_order)[0];
  if (!first?.template_id) return { problem: NO_TEMPLATE_WARNING, contactIds: [] };
  const valid = selected.filter(hasUsableEmail);
  if (valid.length === 0) return { problem: INVALID_EMAILS_MESSAGE, contactIds: [] };
  // Contacts without a uuid are skipped.
  const contactIds = valid.map((contact) => contact.contact_uuid || contact.uuid).filter((value): value is string => Boolean(value));
  if (contactIds.length === 0) return { problem: NO_SELECTION_MESSAGE, contactIds: [] };
  return { problem: null, contactIds };
};

const listOf = (error: ApiError): string => {
  const body = isObject(error.body) ? error.body : {};
  for (const key of ['missing_ids', 'invalid_ids', 'contact_ids', 'ids']) {
    const value = body[key];
    if (Array.isArray(value) && value.length) return value.map(String).join(', ');
  }
  return error.details?.join(', ') ?? '';
};

/** The 'Assignment Failed' toast text for a refused assignment. */
export const assignmentFailure = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.errorCode === 'CONTACTS_NOT_FOUND') return `Contacts not found: ${listOf(error)}`;
    if (error.errorCode === 'INVALID_UUIDS') return `Invalid contact IDs: ${listOf(error)}`;
    if (error.status === 409) return 'Some contacts are already enrolled in this sequence';
  }
  return error instanceof Error && error.message ? error.message : 'Failed to assign contacts';
};

/** 'Successfully assigned {n} contacts', with a note on the skipped ones. */
export const assignmentSuccess = (result: ManualAssignResult): string => {
  const base = `Successfully assigned ${result.assigned_count} contacts`;
  return result.skipped_count > 0 ? `${base} (${result.skipped_count} skipped: already enrolled or excluded)` : base;
};

/** Saves the skipped-contacts CSV the server returned. */
export const downloadCsv = (csv: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** Now plus the first step's delay. */
export const estimatedStart = (steps: AssignmentStep[], now: Date = new Date()): Date => {
  const first = [...steps].sort((a, b) => a.step_order - b.step_order)[0];
  return new Date(now.getTime() + (first?.delay_seconds ?? 0) * 1000);
};
