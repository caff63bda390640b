import { Processor } from '@nestjs/bullmq';
import { AppWorkerHost, type JobHandlers } from 'src/queue/app-worker-host';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { RedisClient } from 'src/queue/redis-client.provider';
import { EnrichmentService } from './intake/enrichment.service';
import { handleEnrichOpportunity } from './intake/jobs/enrich-opportunity.job';
import { handleMailboxSync } from './intake/jobs/mailbox-sync.job';
import { MailboxSyncService } from './intake/mailbox/mailbox-sync.service';
import { handleFoldOpportunityCounters } from './reporting/jobs/fold-opportunity-counters.job';
import { OpportunityCountersRepository } from './reporting/opportunity-counters.repository';

/** Consumer of the leads queue (enrichment, mailbox reads, counters). Worker role only. */
@Processor(QueueName.Leads)
export class LeadsProcessor extends AppWorkerHost<QueueName.Leads> {
  protected readonly handlers: JobHandlers<QueueName.Leads> = {
    [JobName.EnrichOpportunity]: (data) => handleEnrichOpportunity(this.enrichment, data),
    [JobName.EnrichmentSweep]: async () => ({ offered: await this.enrichment.sweepNeverEnriched() }),
    [JobName.MailboxSync]: () => handleMailboxSync(this.mailbox),
    [JobName.FoldOpportunityCounters]: () => handleFoldOpportunityCounters(this.counters),
  };

  constructor(
    private readonly enrichment: EnrichmentService,
    private readonly mailbox: MailboxSyncService,
    private readonly counters: OpportunityCountersRepository,
    redis: RedisClient,
  ) {
    super(QueueName.Leads, redis);
  }
}
