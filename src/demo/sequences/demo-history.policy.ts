/**
 * The demo's mail history (pure): for each demo run, the emails its steps already sent (a run on step 3 sent steps 1
 * and 2), a failed send where a run failed on a refused address, a few replies, an out-of-office and a soft bounce,
 * all between the run's start and its end (or now). Every record is marked demo by its Message-ID's domain
 * (DEMO_MAIL_DOMAIN: `.invalid` can never be a real host, so no real message can answer or collide with one) and
 * deliveries by their provider 'demo': they were never mailed, and the engine, which finds a step's delivery by its
 * key, sees each step as settled and never sends it.
 */

/** The domain of every demo Message-ID. */
export const DEMO_MAIL_DOMAIN = 'demo.lead-automation.invalid';
/** The provider of a demo delivery (never handed to a real one). */
export const DEMO_PROVIDER = 'demo';
/** How far back the history reaches at most. */
export const DEMO_HISTORY_DAYS = 7;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** A demo run as stored, with what its emails need. */
export interface DemoHistoryRun {
  id: string;
  sequenceId: string;
  contactId: string;
  email: string;
  firstName: string | null;
  trackingNumber: string | null;
  /** Whether a reply ends the run (the sequence's stop on reply). */
  stopOnReply: boolean;
  status: string;
  currentStep: number;
  endReason: string | null;
  startedAt: Date;
  endedAt: Date | null;
  /** Per step (index 0 = step 1): its template and subject as stored (merge tags unfilled). */
  steps: { templateId: string | null; subject: string }[];
}

export interface DemoDelivery {
  enrollmentId: string;
  sequenceId: string;
  contactId: string;
  templateId: string | null;
  stepOrder: number;
  toEmail: string;
  subject: string;
  status: 'sent' | 'failed';
  error: string | null;
  messageId: string;
  idempotencyKey: string;
  sentAt: Date;
}

export interface DemoInbound {
  messageId: string;
  fromEmail: string;
  subject: string;
  kind: 'human_reply' | 'auto_reply' | 'bounce';
  classification: Record<string, unknown>;
  enrollmentId: string;
  contactId: string;
  /** The demo delivery it answers, by Message-ID. */
  inReplyTo: string;
  effect: string;
  receivedAt: Date;
}

export interface DemoHistory {
  deliveries: DemoDelivery[];
  inbound: DemoInbound[];
  /** The run's last send, for its last_sent_at. */
  lastSent: Map<string, Date>;
}

/** The reply that ends a run, then the ones a run that does not stop on reply records. */
const STOPPING_REPLY = 'Thanks for the quote! Could you do the 14th instead of the 12th? Our closing got moved.';
const RECORDED_REPLIES = [
  'Does the price include packing the kitchen? We have a lot of glassware.',
  'Can the truck come at 8 instead of 9? Thanks!',
];
const LIVE = new Set(['pending', 'active', 'paused']);

/** The few merge tags the demo subjects use, filled the way the renderer would. */
export function demoSubject(subject: string, run: Pick<DemoHistoryRun, 'firstName' | 'trackingNumber'>): string {
  return subject
    .replace(/\{\{\s*fallback\s+firstName\s+"([^"]*)"\s*\}\}/g, (_, fallback: string) => run.firstName || fallback)
    .replace(/\{\{\s*firstName\s*\}\}/g, run.firstName ?? '')
    .replace(/\{\{\s*trackingNumber\s*\}\}/g, run.trackingNumber ?? '')
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Steps the run has sent: all before its current one, and the current one too when it completed after it. */
export function sentSteps(run: Pick<DemoHistoryRun, 'status' | 'currentStep' | 'endReason'>): number {
  return Math.max(0, run.status === 'completed' && run.endReason === 'completed' ? run.currentStep : run.currentStep - 1);
}

/** A failed run whose address was refused: its current step was tried and bounced at once. */
const refused = (run: DemoHistoryRun): boolean => run.status === 'failed' && /reject|bounce|unknown user|does not exist/i.test(run.endReason ?? '');

const messageId = (what: string): string => `<demo-${what}@${DEMO_MAIL_DOMAIN}>`;

/**
 * When each of `count` sends went out, in order: the first soon after the run started, the rest spread until an hour
 * before its end (or now). A run that lived within the last DEMO_HISTORY_DAYS days sends within them; an older
 * one keeps its own dates, so a send never falls outside its run's life.
 */
export function sendTimes(run: Pick<DemoHistoryRun, 'startedAt' | 'endedAt'>, count: number, now: Date): Date[] {
  const lifeEnd = (run.endedAt ?? now).getTime() - HOUR_MS;
  const windowStart = now.getTime() - DEMO_HISTORY_DAYS * 24 * HOUR_MS;
  const ownStart = run.startedAt.getTime() + 5 * MINUTE_MS;
  const start = lifeEnd - windowStart > 12 * HOUR_MS ? Math.max(ownStart, windowStart) : ownStart;
  const end = Math.max(start, lifeEnd);
  return Array.from({ length: count }, (_, i) => new Date(Math.round(start + ((end - start) * i) / count)));
}

/**
 * The demo history of `runs` (each run's steps in order). The reply that ended a run comes when it ended; the other
 * notices go to runs that sent within the last DEMO_HISTORY_DAYS days, each kind as it would really land: a reply
 * only recorded on a live run whose sequence does not stop on reply, an out-of-office on a completed run (nothing
 * left to hold), a soft bounce (mailbox full, nothing changes) on an active run.
 */
export function demoHistory(runs: readonly DemoHistoryRun[], now: Date): DemoHistory {
  const deliveries: DemoDelivery[] = [];
  const inbound: DemoInbound[] = [];
  const lastSent = new Map<string, Date>();
  const windowStart = now.getTime() - DEMO_HISTORY_DAYS * 24 * HOUR_MS;
  let recordedReplies = 0;
  let outOfOffice = false;
  let softBounce = false;
  for (const run of runs) {
    const sent = sentSteps(run);
    const tries = sent + (refused(run) ? 1 : 0);
    const times = sendTimes(run, tries, now);
    const mine: DemoDelivery[] = [];
    for (let step = 1; step <= tries; step += 1) {
      const failed = step > sent;
      const stored = run.steps[step - 1];
      mine.push({
        enrollmentId: run.id, sequenceId: run.sequenceId, contactId: run.contactId, templateId: stored?.templateId ?? null, stepOrder: step, toEmail: run.email,
        subject: demoSubject(stored?.subject ?? '', run), status: failed ? 'failed' : 'sent',
        error: failed ? `550 5.1.1 <${run.email}>: Recipient address rejected: User unknown in virtual mailbox table` : null,
        messageId: messageId(`${run.id}-${step}`), idempotencyKey: `seq:${run.id}:${step}`, sentAt: times[step - 1],
      });
    }
    deliveries.push(...mine);
    const last = mine.filter((d) => d.status === 'sent').at(-1);
    if (!last) continue;
    lastSent.set(run.id, last.sentAt);
    const recent = last.sentAt.getTime() >= windowStart;
    const base = { fromEmail: run.email, enrollmentId: run.id, contactId: run.contactId, inReplyTo: last.messageId };
    const after = (minutes: number): Date => new Date(Math.min(last.sentAt.getTime() + minutes * MINUTE_MS, now.getTime() - MINUTE_MS));
    const threaded = { in_reply_to: last.messageId, references: [last.messageId] };
    const reply = (text: string, effect: string, at: Date): DemoInbound => ({
      ...base, messageId: messageId(`reply-${run.id}`), subject: `Re: ${last.subject}`, kind: 'human_reply', effect, receivedAt: at,
      classification: { reasons: ['Demo history: a reply to a demo email'], ...threaded, human_reply: { text } },
    });
    if (run.endReason === 'reply_received') {
      inbound.push(reply(STOPPING_REPLY, 'run_stopped', run.endedAt ?? after(180)));
    } else if (recent && LIVE.has(run.status) && !run.stopOnReply && recordedReplies < RECORDED_REPLIES.length) {
      inbound.push(reply(RECORDED_REPLIES[recordedReplies], 'recorded', after(240)));
      recordedReplies += 1;
    } else if (recent && run.status === 'completed' && !outOfOffice) {
      outOfOffice = true;
      inbound.push({
        ...base, messageId: messageId(`ooo-${run.id}`), subject: `Automatic reply: ${last.subject}`, kind: 'auto_reply', effect: 'recorded', receivedAt: after(2),
        classification: { reasons: ['Demo history: an out-of-office notice'], ...threaded, auto_reply: { out_of_office: true, return_date: null } },
      });
    } else if (recent && run.status === 'active' && !softBounce) {
      softBounce = true;
      inbound.push({
        ...base, fromEmail: `mailer-daemon@${DEMO_MAIL_DOMAIN}`, messageId: messageId(`bounce-${run.id}`), subject: 'Delivery Status Notification (Delay)', kind: 'bounce',
        effect: 'recorded', receivedAt: after(20),
        classification: {
          reasons: ['Demo history: a soft bounce (mailbox full)'], in_reply_to: null, references: [],
          bounce: { class: 'soft', recipient: run.email.toLowerCase(), status: '4.2.2', diagnostic: '452 4.2.2 Mailbox full', original_message_id: last.messageId },
        },
      });
    }
  }
  return { deliveries, inbound, lastSent };
}
