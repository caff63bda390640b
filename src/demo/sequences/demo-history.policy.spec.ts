import { DEMO_MAIL_DOMAIN, demoHistory, demoSubject, sendTimes, sentSteps, type DemoHistoryRun } from './demo-history.policy';

const now = new Date('2026-03-10T15:00:00Z');
const DAY = 86_400_000;
const steps = [
  { templateId: 't1', subject: 'Your quote' },
  { templateId: 't2', subject: 'Any questions, {{fallback firstName "there"}}?' },
  { templateId: 't3', subject: 'Quote {{trackingNumber}} is held' },
];
let n = 0;
const run = (over: Partial<DemoHistoryRun> = {}): DemoHistoryRun => {
  n += 1;
  return {
    id: `run-${n}`, sequenceId: 'seq', contactId: `contact-${n}`, email: `pat${n}@example.com`, firstName: 'Pat', trackingNumber: 'MC-1001',
    stopOnReply: true, status: 'active', currentStep: 3, endReason: null, startedAt: new Date(now.getTime() - 5 * DAY), endedAt: null, steps, ...over,
  };
};

describe('demo mail history', () => {
  it('should count the steps a run sent: those before its current one, and the last one of a run that completed after it', () => {
    expect(sentSteps({ status: 'active', currentStep: 3, endReason: null })).toBe(2);
    expect(sentSteps({ status: 'pending', currentStep: 1, endReason: null })).toBe(0);
    expect(sentSteps({ status: 'completed', currentStep: 4, endReason: 'completed' })).toBe(4);
    expect(sentSteps({ status: 'completed', currentStep: 1, endReason: 'move_date_passed' })).toBe(0);
    expect(sentSteps({ status: 'canceled', currentStep: 2, endReason: 'reply_received' })).toBe(1);
  });

  it("should give a run a delivery per sent step, in order, within its life, keyed as the engine keys the step and marked demo", () => {
    const live = run();
    const { deliveries, lastSent } = demoHistory([live], now);
    expect(deliveries.map((d) => [d.stepOrder, d.status, d.idempotencyKey, d.messageId, d.subject])).toEqual([
      [1, 'sent', `seq:${live.id}:1`, `<demo-${live.id}-1@${DEMO_MAIL_DOMAIN}>`, 'Your quote'],
      [2, 'sent', `seq:${live.id}:2`, `<demo-${live.id}-2@${DEMO_MAIL_DOMAIN}>`, 'Any questions, Pat?'],
    ]);
    expect(deliveries[0].sentAt.getTime()).toBeGreaterThan(live.startedAt.getTime());
    expect(deliveries[0].sentAt.getTime()).toBeLessThan(deliveries[1].sentAt.getTime());
    expect(deliveries[1].sentAt.getTime()).toBeLessThan(now.getTime());
    expect(lastSent.get(live.id)).toEqual(deliveries[1].sentAt);

    // An old run keeps its own dates: nothing after it ended.
    const old = run({ status: 'completed', endReason: 'completed', startedAt: new Date(now.getTime() - 35 * DAY), endedAt: new Date(now.getTime() - 31 * DAY) });
    for (const d of demoHistory([old], now).deliveries) expect(d.sentAt.getTime()).toBeLessThan(old.endedAt?.getTime() ?? 0);
  });

  it('should record a refused address as a failed (bounced) send of the step the run failed on', () => {
    const failed = run({ status: 'failed', currentStep: 1, endReason: 'send failed: the mailbox rejected the address', endedAt: new Date(now.getTime() - 2 * DAY) });
    const rendering = run({ status: 'failed', currentStep: 2, endReason: 'send failed: template rendering error', endedAt: new Date(now.getTime() - 2 * DAY) });
    const { deliveries, lastSent } = demoHistory([failed, rendering], now);
    expect(deliveries.map((d) => [d.enrollmentId, d.stepOrder, d.status])).toEqual([[failed.id, 1, 'failed'], [rendering.id, 1, 'sent']]);
    expect(deliveries[0].error).toMatch(/^550 5\.1\.1 /);
    expect(lastSent.has(failed.id)).toBe(false);
  });

  it('should add the reply that ended a run, recorded replies, one out-of-office and one soft bounce, each as it would really land', () => {
    const replied = run({ status: 'canceled', currentStep: 2, endReason: 'reply_received', endedAt: new Date(now.getTime() - 3 * DAY) });
    const countdown = run({ stopOnReply: false, currentStep: 2 });
    const completed = run({ status: 'completed', endReason: 'completed', endedAt: new Date(now.getTime() - DAY) });
    const active = run();
    const { inbound } = demoHistory([replied, countdown, completed, active, run()], now);
    expect(inbound.map((m) => [m.enrollmentId, m.kind, m.effect])).toEqual([
      [replied.id, 'human_reply', 'run_stopped'],
      [countdown.id, 'human_reply', 'recorded'],
      [completed.id, 'auto_reply', 'recorded'],
      [active.id, 'bounce', 'recorded'],
    ]);
    expect(inbound[0]).toMatchObject({ receivedAt: replied.endedAt, inReplyTo: `<demo-${replied.id}-1@${DEMO_MAIL_DOMAIN}>`, subject: 'Re: Your quote', fromEmail: replied.email });
    for (const message of inbound) {
      expect(message.messageId.endsWith(`@${DEMO_MAIL_DOMAIN}>`)).toBe(true);
      expect(message.receivedAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('should fill the demo subjects\' merge tags and spread sends from the start of a run', () => {
    expect(demoSubject('Hi {{fallback firstName "there"}}, quote {{trackingNumber}} {{unknown}}', { firstName: null, trackingNumber: null })).toBe('Hi there, quote');
    const times = sendTimes({ startedAt: new Date(now.getTime() - 2 * DAY), endedAt: null }, 2, now);
    expect(times[0]).toEqual(new Date(now.getTime() - 2 * DAY + 5 * 60_000));
    expect(times[1].getTime()).toBeLessThan(now.getTime() - 3_600_000 + 1);
  });
});
