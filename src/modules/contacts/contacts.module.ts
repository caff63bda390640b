import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactFlagsRepository } from './contact-flags.repository';
import { ContactFlagsService } from './contact-flags.service';
import { ContactListRepository } from './contact-list.repository';
import { ContactListService } from './contact-list.service';
import { ContactEntity } from './contact.entity';
import { ContactsController } from './contacts.controller';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';

/** Contacts: the contacts table behind ContactsService and ContactFlagsService (its doors). Depends on no other feature module. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactEntity])],
  controllers: [ContactsController],
  providers: [ContactsService, ContactsRepository, ContactListService, ContactListRepository, ContactFlagsService, ContactFlagsRepository],
  exports: [ContactsService, ContactFlagsService],
})
export class ContactsModule {}
