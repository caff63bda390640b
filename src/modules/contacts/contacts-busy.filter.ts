import { Catch } from '@nestjs/common';
import { AppExceptionFilter } from 'src/common/filters/app-exception.filter';
import { ContactsError, ContactsErrorCode } from './contacts.errors';

/**
 * The contacts routes' error mapping: CONTACTS_BUSY is a 503 with its message (the shared table would make an
 * unknown code a 500); every other error is mapped as everywhere else.
 */
@Catch()
export class ContactsBusyFilter extends AppExceptionFilter {
  override map(exception: unknown): ReturnType<AppExceptionFilter['map']> {
    if (exception instanceof ContactsError && exception.code === ContactsErrorCode.ContactsBusy) {
      return { status: 503, body: { success: false, error: exception.message, message: exception.message, error_code: exception.code } };
    }
    return super.map(exception);
  }
}
