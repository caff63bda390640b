import { Injectable } from '@nestjs/common';
import { type ContactTimelineLine, ContactTimelineRepository } from './contact-timeline.repository';

export type { ContactTimelineLine } from './contact-timeline.repository';

/**
 * The door other modules use to write on a contact's opportunity: timeline lines from the sequence engine and from
 * inbound mail, and a reply's move of the opportunity to 'replied'. Each call joins the caller's transaction, so the
 * line commits with the change it describes.
 */
@Injectable()
export class ContactTimelineService {
  constructor(private readonly timeline: ContactTimelineRepository) {}

  /** Lines, each on its contact's newest opportunity, written by `actor` ('Sequence engine', 'Inbound mail'). */
  append(lines: readonly ContactTimelineLine[], actor: string): Promise<void> {
    return this.timeline.append(lines, actor);
  }

  /** A reply arrived: the contact's newest opportunity becomes 'replied' unless staff moved it further already. */
  markReplied(contactId: string): Promise<void> {
    return this.timeline.markNewestReplied(contactId);
  }
}
