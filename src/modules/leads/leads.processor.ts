import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { AppWorkerHost } from '../../queue/app-worker-host';
import type { JobPayloads } from '../../queue/job-payloads';
import { JobName, QueueName, assertUnreachable } from '../../queue/queue.constants';
import { RedisClient } from '../../queue/redis-client.provider';
import { EnrichmentService } from './intake/enrichment.service';
import { handleEnrichOpportunity } from './intake/jobs/enrich-opportunity.job';
import { handleFoldOpportunityCounters } from './reporting/jobs/fold-opportunity-counters.job';
import { handleMailboxSync } from './intake/jobs/mailbox-sync.job';
import { handleQueueSyncBacklog } from './jobs/queue-sync-backlog.job';
import { MailboxSyncService } from './intake/mailbox/mailbox-sync.service';
import { OpportunityCountersRepository } from './reporting/opportunity-counters.repository';
import { OpportunitySyncService } from './opportunity-sync.service';

type LeadsJobName = JobName.EnrichOpportunity | JobName.EnrichmentSweep | JobName.MailboxSync | JobName.FoldOpportunityCounters | JobName.QueueSyncBacklog;

/** Consumer of the leads queue (enrichment). Registered only in the worker role. */
@Processor(QueueName.Leads)
export class LeadsProcessor extends AppWorkerHost {
  constructor(
    private readonly enrichment: EnrichmentService,
    private readonly mailbox: MailboxSyncService,
    private readonly counters: OpportunityCountersRepository,
    private readonly sync: OpportunitySyncService,
    redis: RedisClient,
  ) {
    super(redis);
  }

  async process(job: Job): Promise<unknown> {
    const name = job.name as LeadsJobName;
    switch (name) {
      case JobName.EnrichOpportunity:
        return handleEnrichOpportunity(this.enrichment, job.data as JobPayloads[JobName.EnrichOpportunity]);
      case JobName.EnrichmentSweep:
        return { offered: await this.enrichment.sweepNeverEnriched() };
      case JobName.MailboxSync:
        return handleMailboxSync(this.mailbox);
      case JobName.FoldOpportunityCounters:
        return handleFoldOpportunityCounters(this.counters);
      case JobName.QueueSyncBacklog:
        return handleQueueSyncBacklog(this.sync, job.data as JobPayloads[JobName.QueueSyncBacklog]);
      default:
        return assertUnreachable(name);
    }
  }
}
