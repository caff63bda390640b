import { JobName, QueueName, jobsOf } from './queue.constants';
import { missingHandlers } from './worker-boot-check.service';

describe('worker boot check', () => {
  const complete = new Map(Object.values(QueueName).map((queue) => [queue, jobsOf(queue)]));

  it('finds nothing missing when every queue handles its catalogue jobs', () => {
    expect(missingHandlers(complete)).toEqual([]);
  });

  it('names a job its processor forgot and every job of a queue without a consumer', () => {
    const partial = new Map(complete);
    partial.set(QueueName.Leads, jobsOf(QueueName.Leads).filter((job) => job !== JobName.MailboxSync));
    partial.delete(QueueName.CrmSync);
    expect(missingHandlers(partial)).toEqual(['leads/MailboxSync', 'crm-sync/QueueSyncBacklog', 'crm-sync/CrmSyncDispatch', 'crm-sync/CrmSyncBatch', 'crm-sync/SyncCrmActivity']);
  });

  it('derives each queue\'s jobs from the catalogue', () => {
    expect(jobsOf(QueueName.Maintenance)).toEqual([JobName.WorkerHeartbeat, JobName.PurgeExpiredSessions]);
  });
});
