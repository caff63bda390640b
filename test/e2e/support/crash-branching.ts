import type { DataSource } from 'typeorm';
import { insertOpenRule, insertTemplate } from './factories';

/**
 * The crash test's branching runs: a five-step sequence that does not stop on reply, so every kind of move the engine
 * makes besides "next step" happens while workers are being killed.
 *   1 email with an A/B variant (picked per run in the send's own SQL)
 *   2 call task for the opportunity's assignee; answered → step 3, no answer → step 4 (passing 3 over)
 *   3 email, skipped when the contact has no phone (skip_if)
 *   4 email
 *   5 email, the reply step (on_reply_next_step_id): reached only by a reply; a run arriving there without one ends
 * The test plays the agents and the contacts: each run waiting on its call gets, by its number i, a reply to step 1
 * (i % 4 = 0), or a recorded call: answered (1 and 3; 3 has no phone) or no answer (2).
 */
export type CallApi = (method: string, path: string, body?: unknown, type?: string) => Promise<{ status: number; body: Record<string, unknown> }>;

/**
 * The runs' rules take no one new (the worker's rule runner would otherwise enrol the other half's contacts across):
 * their leads must be created from this date on.
 */
export const NO_NEW_ENROLMENTS = '2099-01-01';

export const BRANCH_EMAIL = (i: number): string => `branch${i}@example.com`;

/** The steps whose email reaches contact i, in order. */
export function expectedSteps(i: number): number[] {
  return [[1, 5], [1, 3, 4], [1, 4], [1, 4]][i % 4];
}

/** Creates the sequence through the API (so its branches, routes and condition are validated as an admin's would be). */
export async function createBranchingSequence(db: DataSource, call: CallApi): Promise<{ sequenceId: string; ruleId: string }> {
  const a = await insertTemplate(db, { name: 'Crash branching A', subject: 'Your move', html: '<p>Hi</p>' });
  const b = await insertTemplate(db, { name: 'Crash branching B', subject: 'Your move, B', html: '<p>Hello</p>' });
  const created = await call('POST', '/api/sequences', { name: 'Crash branching' });
  const sequenceId = (created.body.sequence as { id: string }).id;
  const saved = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, {
    steps: [
      { template_id: a.id, config: { variants: [{ template_id: b.id }] } },
      { type: 'call', config: { expire_hours: 24, routes: { answered: 'next', no_answer: 4 } } },
      { template_id: a.id, skip_if: { filters: [{ field: 'has_phone', op: 'eq', value: false }] } },
      { template_id: a.id },
      { template_id: a.id },
    ],
  });
  if (saved.status !== 200) throw new Error(`steps refused: ${JSON.stringify(saved.body)}`);
  const steps = saved.body.steps as { id: string; step_order: number }[];
  const branched = await call('PUT', `/api/sequences/${sequenceId}`, { stop_on_reply: false, on_reply_next_step_id: steps[4].id });
  if (branched.status !== 200) throw new Error(`branches refused: ${JSON.stringify(branched.body)}`);
  const { id: ruleId } = await insertOpenRule(db, sequenceId, { start_date: NO_NEW_ENROLMENTS });
  return { sequenceId, ruleId };
}

/** `count` contacts (every fourth without a phone), each with an opportunity assigned to Sam Rivera and a run parked a day ahead. */
export async function enrolBranchingRuns(db: DataSource, sequenceId: string, ruleId: string, count: number): Promise<void> {
  await db.query(
    `INSERT INTO contacts (email, first_name, last_name, phone, consent_status)
     SELECT 'branch' || i || '@example.com', 'Dana' || i, 'Whitfield', CASE WHEN i % 4 = 3 THEN NULL ELSE '+1512555' || lpad(i::text, 4, '0') END, 'opted_in'
       FROM generate_series(1, $1) i`,
    [count],
  );
  await db.query(
    `INSERT INTO opportunities (tracking_number, contact_id, status, assignee)
     SELECT 'CRASH-BR-' || c.id, c.id, 'new', 'Sam Rivera' FROM contacts c WHERE c.email LIKE 'branch%@example.com'`,
  );
  await db.query(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, next_run_at)
     SELECT $1, id, $2, 'active', 1, now() + interval '1 day' FROM contacts WHERE email LIKE 'branch%@example.com'`,
    [sequenceId, ruleId],
  );
}

interface Waiting {
  run_id: string;
  email: string;
  opportunity_id: string;
  message_id: string | null;
}

/**
 * The agents and contacts of the branching runs: each run waiting on its call gets its reply or its recorded call
 * once (through the API, as a person would); the engine's workers, killed at random, do the rest.
 */
export class BranchingPeople {
  private readonly acted = new Set<string>();

  constructor(private readonly db: DataSource, private readonly call: CallApi) {}

  /** Acts on every run newly waiting on its call task; answers how many it acted on. */
  async act(): Promise<number> {
    const waiting = (await this.db.query(
      `SELECT e.id AS run_id, c.email, t.opportunity_id, d.message_id
         FROM sequence_enrollments e JOIN contacts c ON c.id = e.contact_id
         JOIN call_tasks t ON t.enrollment_id = e.id AND t.status = 'open'
         LEFT JOIN deliveries d ON d.enrollment_id = e.id AND d.step_order = 1 AND d.status = 'sent'
        WHERE e.status = 'active' AND e.hold_reason = 'call_task'`,
    )) as Waiting[];
    let acted = 0;
    for (const run of waiting.filter((candidate) => !this.acted.has(candidate.run_id))) {
      const i = Number(/^branch(\d+)@/.exec(run.email)?.[1]);
      if (i % 4 === 0) await this.reply(run);
      else await this.recordCall(run, i % 4 === 2 ? 'no_answer' : 'answered');
      this.acted.add(run.run_id);
      acted += 1;
    }
    return acted;
  }

  /** Runs still waiting on a call (acted on or not): the test is not over while any is. */
  async waitingOnCalls(): Promise<number> {
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE status = 'active' AND hold_reason = 'call_task'`)) as { n: number }[];
    return n;
  }

  private async reply(run: Waiting): Promise<void> {
    if (!run.message_id) throw new Error(`run ${run.run_id} waits on its call but step 1 is not recorded as sent`);
    const mail = `From: Dana <${run.email}>\r\nTo: sales@movingco.example\r\nSubject: Re: Your move\r\nMessage-ID: <reply-${run.run_id}@example.com>\r\n`
      + `In-Reply-To: ${run.message_id}\r\nContent-Type: text/plain\r\n\r\nYes, we are still moving in June. Can you send the quote?\r\n`;
    const posted = await this.call('POST', '/api/mail/inbound', mail, 'message/rfc822');
    if (posted.body.effect !== 'run_branched:step 5') throw new Error(`the reply of ${run.email} did not branch: ${JSON.stringify(posted.body)}`);
  }

  private async recordCall(run: Waiting, outcome: 'answered' | 'no_answer'): Promise<void> {
    const recorded = await this.call('POST', '/api/record-call-outcome', { opportunity_id: run.opportunity_id, agent: 'Sam Rivera', phone_number: '5125550100', outcome });
    if (recorded.status !== 201) throw new Error(`the call of ${run.email} was refused: ${JSON.stringify(recorded.body)}`);
  }
}
