import { Processor } from '@nestjs/bullmq';
import { AppWorkerHost, type JobHandlers } from 'src/queue/app-worker-host';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { RedisClient } from 'src/queue/redis-client.provider';
import { InboundGraphReaderService } from './inbound-graph-reader.service';
import { handleInboundGraphMailboxSync, handleInboundGraphPoll } from './jobs/inbound-graph-poll.job';

/**
 * Consumer of the inbound-mail queue (worker role). Up to four mailbox reads at once per process: each holds its
 * own mailbox's lock, so mailboxes are read side by side and no mailbox twice.
 */
@Processor(QueueName.InboundMail, { concurrency: 4 })
export class InboundGraphReaderProcessor extends AppWorkerHost<QueueName.InboundMail> {
  protected readonly handlers: JobHandlers<QueueName.InboundMail> = {
    [JobName.InboundGraphPoll]: () => handleInboundGraphPoll(this.reader),
    [JobName.InboundGraphMailboxSync]: (data) => handleInboundGraphMailboxSync(this.reader, data),
  };

  constructor(
    private readonly reader: InboundGraphReaderService,
    redis: RedisClient,
  ) {
    super(QueueName.InboundMail, redis);
  }
}
