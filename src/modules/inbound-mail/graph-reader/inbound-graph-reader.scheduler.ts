import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';
import { InboundGraphReaderService } from './inbound-graph-reader.service';

/** Worker role: offers a read of every sending mailbox's inbox every INBOUND_GRAPH_POLL_SECONDS when mail goes out through Graph. */
@Injectable()
export class InboundGraphReaderScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(InboundGraphReaderScheduler.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly reader: InboundGraphReaderService,
    private readonly config: AppConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.reader.enabled) return;
    await this.jobs.schedule(JobName.InboundGraphPoll, this.config.inboundGraph.pollMs, {});
    this.logger.log({ mailboxes: this.reader.mailboxes().length, everyMs: this.config.inboundGraph.pollMs }, 'Reading the sending mailboxes\' inboxes through Graph');
  }
}
