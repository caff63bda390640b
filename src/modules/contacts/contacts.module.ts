import { Module } from '@nestjs/common';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';

/** Contacts: the contacts table behind ContactsService (its only door). Depends on no other feature module. */
@Module({ providers: [ContactsService, ContactsRepository], exports: [ContactsService] })
export class ContactsModule {}
