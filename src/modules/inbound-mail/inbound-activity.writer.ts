import { Injectable } from '@nestjs/common';
import { ContactTimelineService } from 'src/modules/leads/timeline/contact-timeline.service';

/** Timeline kinds inbound mail writes (opportunity_activity.kind, at most 32 characters). */
export type InboundActivityKind = 'inbound_reply' | 'inbound_auto_reply' | 'inbound_bounce' | 'inbound_unsubscribe' | 'inbound_complaint';

/**
 * One line on the contact's opportunity timeline for what an inbound message did, written by 'Inbound mail' through
 * the leads module's ContactTimelineService (which owns the timeline). Joins the caller's transaction, so the line
 * commits with the stored message and its effect.
 */
@Injectable()
export class InboundActivityWriter {
  constructor(private readonly timeline: ContactTimelineService) {}

  append(contactId: string, kind: InboundActivityKind, title: string, detail: string | null): Promise<void> {
    return this.timeline.append([{ contactId, kind, title, detail }], 'Inbound mail');
  }
}
