import { Injectable } from '@nestjs/common';
import { MailboxSyncService } from '../leads/mailbox/mailbox-sync.service';
import { OpportunitySyncService } from '../leads/opportunity-sync.service';
import { CrmSyncError, CrmSyncErrorCode } from './crm-sync.errors';
import type { RequeueDto } from './dto/requeue.dto';

/** What staff ask of the sync from the screens: re-queue one, or sync everything pending. */
@Injectable()
export class CrmSyncRequestsService {
  constructor(
    private readonly opportunities: OpportunitySyncService,
    private readonly mailbox: MailboxSyncService,
  ) {}

  async requeue(input: RequeueDto, actor: string | null = null): Promise<void> {
    if (!input.tracking && !input.opportunity_id) {
      throw new CrmSyncError(CrmSyncErrorCode.ValidationFailed, 'Give tracking or opportunity_id');
    }
    const id = await this.opportunities.findId(input.tracking, input.opportunity_id);
    if (!id) throw new CrmSyncError(CrmSyncErrorCode.OpportunityNotFound, `Opportunity ${input.tracking ?? input.opportunity_id} not found`);
    await this.opportunities.requeue(id, actor);
  }

  /** Reads the lead mailbox now (a worker job) and queues every pending or failed opportunity. */
  async syncAll(): Promise<number> {
    await this.mailbox.requestSync();
    return this.opportunities.queue({ onlyPendingOrFailed: true });
  }
}
