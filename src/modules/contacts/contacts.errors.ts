import { AppError } from 'src/common/errors/app-error';

export enum ContactsErrorCode {
  ContactNotFound = 'CONTACT_NOT_FOUND',
  /** The database is shedding load (statement timeout, too many connections, no pool connection): answered 503. */
  ContactsBusy = 'CONTACTS_BUSY',
}

/** The message carries the code: the dialog retries on server messages that contain it. */
export const CONTACTS_BUSY_MESSAGE = 'CONTACTS_BUSY: contacts are busy right now. Please try again in a moment.';

export class ContactsError extends AppError<ContactsErrorCode> {}

/** The database shed the query: a 503 the dialog retries, never a 500. */
export const contactsBusy = (): ContactsError =>
  new ContactsError(ContactsErrorCode.ContactsBusy, CONTACTS_BUSY_MESSAGE, undefined, undefined, { status: 503 });
