import { Injectable } from '@nestjs/common';
import { queueUnavailable } from 'src/common/errors/outage';
import { JobQueue } from 'src/queue/job-queue.service';
import { MailboxSyncService } from '../leads/intake/mailbox/mailbox-sync.service';
import { CrmSyncQueueService } from './crm-sync-queue.service';
import { CrmSyncError, CrmSyncErrorCode } from './crm-sync.errors';
import type { RequeueDto } from './dto/requeue.dto';

/** What staff ask of the sync from the screens: re-queue one, or sync everything pending. */
@Injectable()
export class CrmSyncRequestsService {
  constructor(
    private readonly opportunities: CrmSyncQueueService,
    private readonly mailbox: MailboxSyncService,
    private readonly jobs: JobQueue,
  ) {}

  /** Both requests only make sense with the queues up: refuse at once (503) rather than change what a worker can't act on. */
  private assertQueueAvailable(): void {
    if (!this.jobs.isAvailable()) throw queueUnavailable();
  }

  async requeue(input: RequeueDto, actor: string | null = null): Promise<void> {
    if (!input.tracking && !input.opportunity_id) {
      throw new CrmSyncError(CrmSyncErrorCode.ValidationFailed, 'Give tracking or opportunity_id');
    }
    const target = await this.opportunities.find(input.tracking, input.opportunity_id);
    if (!target) throw new CrmSyncError(CrmSyncErrorCode.OpportunityNotFound, `Opportunity ${input.tracking ?? input.opportunity_id} not found`);
    // A merged lead's deal is merged into the primary's (or will be once the undo day is over): syncing it again
    // would write to a deal that is going away.
    if (target.mergedIntoId) {
      throw new CrmSyncError(CrmSyncErrorCode.OpportunityMerged, 'This lead was merged into another one; its CRM record follows the primary lead (re-queue that one)', { merged_into_id: target.mergedIntoId });
    }
    this.assertQueueAvailable();
    await this.opportunities.requeue(target.id, actor);
  }

  /**
   * Reads the lead mailbox now (a worker job) and queues every pending or failed opportunity (a worker job that
   * queues them in short chunks). Answers at once with how many opportunities are being queued.
   */
  async syncAll(): Promise<number> {
    this.assertQueueAvailable();
    await this.mailbox.requestSync();
    return this.opportunities.queueBacklog();
  }
}
