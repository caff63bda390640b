import { AppError } from 'src/common/errors/app-error';

export enum ContactsErrorCode {
  ContactNotFound = 'CONTACT_NOT_FOUND',
}

export class ContactsError extends AppError<ContactsErrorCode> {}
