import type { WorkerHeartbeatService } from 'src/queue/worker-heartbeat.service';

/** Proves a worker is alive and consuming queues. */
export async function handleWorkerHeartbeat(heartbeat: WorkerHeartbeatService): Promise<'done'> {
  await heartbeat.beat();
  return 'done';
}
