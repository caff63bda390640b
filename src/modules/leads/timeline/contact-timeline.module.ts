import { Module } from '@nestjs/common';
import { ContactTimelineRepository } from './contact-timeline.repository';
import { ContactTimelineService } from './contact-timeline.service';

/** ContactTimelineService on its own, for the modules that write on a contact's opportunity (runs, inbound mail) without the rest of leads. */
@Module({ providers: [ContactTimelineRepository, ContactTimelineService], exports: [ContactTimelineService] })
export class ContactTimelineModule {}
