import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { COUNTER_FOLD_EVERY_MS, ENRICHMENT_SWEEP_EVERY_MS, JobName } from 'src/queue/queue.constants';

/** Worker role: folds the list/dashboard counters; reads the lead mailbox every GRAPH_POLL_SECONDS when Graph is configured. */
@Injectable()
export class LeadsScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(JobName.FoldOpportunityCounters, COUNTER_FOLD_EVERY_MS, {});
    await this.jobs.schedule(JobName.EnrichmentSweep, ENRICHMENT_SWEEP_EVERY_MS, {});
    if (this.config.graph.configured) await this.jobs.schedule(JobName.MailboxSync, this.config.graph.pollMs, {});
  }
}
