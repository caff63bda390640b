import { Injectable } from '@nestjs/common';
import { ContactTimelineService } from 'src/modules/leads/timeline/contact-timeline.service';
import { runReasonText } from './run-reason-text.policy';

/** Timeline kinds the sequence engine writes (opportunity_activity.kind, at most 32 characters). */
export type RunActivityKind = 'sequence_email_sent' | 'sequence_step_done' | 'sequence_run_completed' | 'sequence_run_ended' | 'sequence_run_paused' | 'sequence_reply_received';

/** One timeline line. */
export interface RunActivityLine {
  kind: RunActivityKind;
  title: string;
  detail: string | null;
}

/** One timeline line for a contact. */
export interface ContactActivityLine extends RunActivityLine {
  contactId: string;
}

/**
 * The sequence engine's lines on the contact's opportunity timeline (on its newest opportunity; a contact without one
 * has no timeline), written by 'Sequence engine' through the leads module's ContactTimelineService, which owns the
 * timeline. Joins the caller's transaction, so a line commits with the run change it describes. A reason code in the
 * detail becomes words.
 */
@Injectable()
export class RunActivityWriter {
  constructor(private readonly timeline: ContactTimelineService) {}

  async append(contactId: string, kind: RunActivityKind, title: string, detail: string | null): Promise<void> {
    await this.appendAll(contactId, [{ kind, title, detail }]);
  }

  /** Several lines, in the given order (the later one shows above the earlier one). */
  async appendAll(contactId: string, lines: readonly RunActivityLine[]): Promise<void> {
    await this.appendForContacts(lines.map((line) => ({ contactId, ...line })));
  }

  /** Lines of several contacts (each on its own newest opportunity) in one statement, in the given order. */
  async appendForContacts(lines: readonly ContactActivityLine[]): Promise<void> {
    await this.timeline.append(lines.map((line) => ({ ...line, detail: runReasonText(line.detail) })), 'Sequence engine');
  }
}
