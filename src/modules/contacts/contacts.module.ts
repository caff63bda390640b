import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactListRepository } from './contact-list.repository';
import { ContactListService } from './contact-list.service';
import { ContactEntity } from './contact.entity';
import { ContactsController } from './contacts.controller';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';

/** Contacts: the contacts table behind ContactsService (its only door). Depends on no other feature module. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactEntity])],
  controllers: [ContactsController],
  providers: [ContactsService, ContactsRepository, ContactListService, ContactListRepository],
  exports: [ContactsService],
})
export class ContactsModule {}
