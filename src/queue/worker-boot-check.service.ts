import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { AppWorkerHost } from './app-worker-host';
import { ALL_QUEUES, type JobName, type QueueName, jobsOf } from './queue.constants';

/** Every job of the catalogue that no registered consumer handles, as 'queue/JobName'. */
export function missingHandlers(handled: ReadonlyMap<QueueName, readonly JobName[]>): string[] {
  return ALL_QUEUES.flatMap((queue) => jobsOf(queue).filter((job) => !(handled.get(queue) ?? []).includes(job)).map((job) => `${queue}/${job}`));
}

/**
 * Worker role: refuses to start when a job of the catalogue has no handler (a queue without a consumer, or a job
 * added to the catalogue but not to its processor), instead of letting such jobs wait forever.
 */
@Injectable()
export class WorkerBootCheck implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const handled = new Map<QueueName, JobName[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (instance instanceof AppWorkerHost) handled.set(instance.queueName, [...(handled.get(instance.queueName) ?? []), ...instance.handledJobs()]);
    }
    const missing = missingHandlers(handled);
    if (missing.length > 0) throw new Error(`No handler for ${missing.join(', ')}: every job of the catalogue needs one in its queue's processor`);
  }
}
