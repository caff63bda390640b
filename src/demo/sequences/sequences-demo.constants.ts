import type { StepAnchor } from 'src/modules/sequences/schedule/step-anchor.policy';

/**
 * Demo sequences for a moving company, built on the demo email templates (found by name; a step whose template is
 * gone is stored without one). Delays are in days; the countdown's steps are anchored on the move date instead.
 */
export interface DemoStep {
  /** An email step's template (none for a call step). */
  template: string | null;
  /** Days after the previous step (after enrolling, for step 1); ignored when `waitUntil` is set. */
  delayDays: number;
  waitUntil?: StepAnchor;
  subjectOverride?: string;
  /** 'email' unless said. */
  type?: 'email' | 'call';
  /** A call step's settings (expire_hours, routes). */
  call?: Record<string, unknown>;
  /** An email step's A/B variant B: another template and/or subject. */
  variantB?: { template: string; subjectOverride?: string };
  /** Step conditions in the rules' filter language. */
  skipIf?: { filters: Record<string, unknown>[] };
  stopIf?: { filters: Record<string, unknown>[] };
}

export interface DemoSequence {
  name: string;
  description: string;
  stopOnReply: boolean;
  steps: DemoStep[];
  /** Also end runs once the move date has passed. */
  goalMoveDatePassed?: boolean;
  /** The step (1-based) a reply sends the run to (the sequence must not stop on reply). */
  replyStep?: number;
}

export const NEW_LEAD_NURTURE = 'New-lead nurture';
export const MOVE_DATE_COUNTDOWN = 'Move-date countdown';
/** The sequence the default call follow-up policy enrolls missed calls and voicemails into. */
export const MISSED_CALL_FOLLOW_UP = 'Missed-call follow-up';
/** Every richer part at once: a goal, conditions, a call task, an A/B test and a reply branch. */
export const QUOTE_CALL_AND_EMAIL = 'Quote: call and email';

export const DEMO_SEQUENCES: readonly DemoSequence[] = [
  {
    name: NEW_LEAD_NURTURE,
    description: 'Warms up new web-form and email leads: the quote, a check-in, packing tips, then a last nudge before the quote expires.',
    stopOnReply: true,
    steps: [
      { template: 'Quote follow-up', delayDays: 0 },
      { template: 'We tried to call you', delayDays: 2, subjectOverride: 'Any questions about your quote, {{fallback firstName "there"}}?' },
      { template: 'Move date reminder', delayDays: 4, subjectOverride: 'Getting ready for moving day: a short checklist' },
      { template: 'Quote follow-up', delayDays: 7, subjectOverride: 'Your quote {{trackingNumber}} is still held for you' },
    ],
  },
  {
    name: MOVE_DATE_COUNTDOWN,
    description: 'Booked moves: reminders two weeks, one week and two days before the move date, at 9 am.',
    stopOnReply: false,
    steps: [
      { template: 'Move date reminder', delayDays: 0, waitUntil: { anchor: 'move_date', offset_days: -14, send_hour: 9 }, subjectOverride: 'Two weeks to your move, {{fallback firstName "there"}}' },
      { template: 'Move date reminder', delayDays: 0, waitUntil: { anchor: 'move_date', offset_days: -7, send_hour: 9 }, subjectOverride: 'One week to go: your moving checklist' },
      { template: 'Move date reminder', delayDays: 0, waitUntil: { anchor: 'move_date', offset_days: -2, send_hour: 9 } },
    ],
  },
  {
    name: MISSED_CALL_FOLLOW_UP,
    description: 'Started by a call with no answer or a voicemail: asks for a good time to call back, then offers the quote by email.',
    stopOnReply: true,
    steps: [
      { template: 'We tried to call you', delayDays: 0 },
      { template: 'Quote follow-up', delayDays: 1, subjectOverride: 'Prefer email? Here is your moving quote' },
      { template: 'We tried to call you', delayDays: 3, subjectOverride: 'Still planning your move, {{fallback firstName "there"}}?' },
    ],
  },
  {
    name: QUOTE_CALL_AND_EMAIL,
    description:
      'The quote by email (two subject lines tested), then a call for the assignee — skipped without a phone number — whose outcome steers what follows; '
      + 'a reply goes to a thank-you; the run ends when the move is booked or its date has passed.',
    stopOnReply: false,
    goalMoveDatePassed: true,
    replyStep: 5,
    steps: [
      { template: 'Quote follow-up', delayDays: 0, variantB: { template: 'Quote follow-up', subjectOverride: 'Your moving quote is ready, {{fallback firstName "there"}}' } },
      {
        template: null, type: 'call', delayDays: 1,
        call: { expire_hours: 24, routes: { answered: 'next', no_answer: 'next', voicemail: 'next', wrong_number: 'end', not_interested: 'end', booked: 'goal', rescheduled: 'next' } },
        skipIf: { filters: [{ field: 'has_phone', op: 'eq', value: false }] },
      },
      {
        template: 'We tried to call you', delayDays: 1, subjectOverride: 'Any questions about your quote, {{fallback firstName "there"}}?',
        stopIf: { filters: [{ field: 'days_until_move', op: 'lte', value: 2 }] },
      },
      { template: 'Move date reminder', delayDays: 4, subjectOverride: 'Getting ready for moving day: a short checklist' },
      { template: 'Quote follow-up', delayDays: 0, subjectOverride: 'Thanks for your reply: booking your move takes five minutes' },
    ],
  },
];

/** Exclusions every demo rule uses: nobody already in a sequence, who replied or booked, or cannot be emailed. */
const STANDARD_EXCLUSIONS = ['in_other_active_sequence', 'replied_or_booked', 'suppressed', 'no_email', 'placeholder_email'];

export interface DemoRule {
  sequence: string;
  name: string;
  description: string;
  status: 'draft' | 'active' | 'paused' | 'stopped' | 'completed';
  dateField: 'created_at' | 'first_seen_at';
  /** Days from today (negative = past). */
  startDays: number;
  endDays: number | null;
  includeFuture: boolean;
  criteria: { filters: { field: string; op: string; value: string | number | (string | number)[] }[]; exclusions: string[] };
}

/** One rule in each status, with criteria a moving company would write. */
export const DEMO_RULES: readonly DemoRule[] = [
  {
    sequence: NEW_LEAD_NURTURE,
    name: 'Web-form and email leads',
    description: 'New leads from the website and the lead mailbox that nobody has booked yet.',
    status: 'active',
    dateField: 'created_at',
    startDays: -30,
    endDays: null,
    includeFuture: true,
    criteria: {
      filters: [
        { field: 'lead_source', op: 'in', value: ['web_form', 'email'] },
        { field: 'status', op: 'in', value: ['new', 'pending', 'opened'] },
        { field: 'consent_status', op: 'in', value: ['opted_in', 'unknown'] },
      ],
      exclusions: STANDARD_EXCLUSIONS,
    },
  },
  {
    sequence: NEW_LEAD_NURTURE,
    name: 'High-score leads (paused for the price update)',
    description: 'Leads scoring 70 or more; paused while the new price list is prepared.',
    status: 'paused',
    dateField: 'first_seen_at',
    startDays: -60,
    endDays: null,
    includeFuture: true,
    criteria: { filters: [{ field: 'lead_score', op: 'gte', value: 70 }], exclusions: STANDARD_EXCLUSIONS },
  },
  {
    sequence: NEW_LEAD_NURTURE,
    name: 'Spring campaign: inbound-call leads',
    description: 'Callers from the spring radio campaign; the campaign window is over.',
    status: 'completed',
    dateField: 'created_at',
    startDays: -120,
    endDays: -60,
    includeFuture: false,
    criteria: { filters: [{ field: 'lead_source', op: 'eq', value: 'inbound_call' }], exclusions: STANDARD_EXCLUSIONS },
  },
  {
    sequence: MOVE_DATE_COUNTDOWN,
    name: 'Moves in the next 60 days',
    description: 'Booked or confirmed moves coming up within two months.',
    status: 'active',
    dateField: 'created_at',
    startDays: -90,
    endDays: null,
    includeFuture: true,
    criteria: {
      filters: [
        { field: 'status', op: 'in', value: ['booked', 'confirmed'] },
        { field: 'move_date', op: 'within_next_days', value: 60 },
      ],
      exclusions: ['in_other_active_sequence', 'suppressed', 'no_email', 'placeholder_email'],
    },
  },
  {
    sequence: MOVE_DATE_COUNTDOWN,
    name: 'Long-distance moves out of Texas',
    description: 'Draft: Texas moves to another state, two weeks to three months out.',
    status: 'draft',
    dateField: 'created_at',
    startDays: 0,
    endDays: null,
    includeFuture: true,
    criteria: {
      filters: [
        { field: 'origin_state', op: 'eq', value: 'TX' },
        { field: 'destination_state', op: 'not_in', value: ['TX'] },
        { field: 'days_until_move', op: 'between', value: [14, 90] },
      ],
      exclusions: ['suppressed', 'no_email', 'placeholder_email'],
    },
  },
  {
    sequence: MISSED_CALL_FOLLOW_UP,
    name: 'Email leads never reached by phone',
    description: 'Stopped: the call outcome policy now enrolls missed calls directly.',
    status: 'stopped',
    dateField: 'created_at',
    startDays: -45,
    endDays: null,
    includeFuture: false,
    criteria: {
      filters: [
        { field: 'lead_source', op: 'eq', value: 'email' },
        { field: 'status', op: 'eq', value: 'new' },
      ],
      exclusions: STANDARD_EXCLUSIONS,
    },
  },
];

export type DemoEnrollmentState = 'pending' | 'active' | 'paused' | 'completed' | 'canceled' | 'failed';

export interface DemoEnrollment {
  state: DemoEnrollmentState;
  /** 1-based step the run is on (the last step for completed runs). */
  step: number;
  /** Days ago the contact was enrolled. */
  enrolledDaysAgo: number;
  /** Live runs: hours from now until the next send. */
  nextRunInHours?: number;
  endReason?: string;
  /** The rule that enrolled the contact (by name); none for manual and call-outcome enrollments. */
  rule?: string;
  retries?: number;
}

/** Enrollments per sequence, each for a different demo contact: every state appears, most more than once. */
export const DEMO_ENROLLMENTS: Readonly<Record<string, readonly DemoEnrollment[]>> = {
  [NEW_LEAD_NURTURE]: [
    { state: 'active', step: 1, enrolledDaysAgo: 0, nextRunInHours: 2, rule: 'Web-form and email leads' },
    { state: 'active', step: 2, enrolledDaysAgo: 2, nextRunInHours: 20, rule: 'Web-form and email leads' },
    { state: 'active', step: 3, enrolledDaysAgo: 6, nextRunInHours: 44, rule: 'Web-form and email leads' },
    { state: 'pending', step: 1, enrolledDaysAgo: 0, nextRunInHours: 16 },
    { state: 'paused', step: 2, enrolledDaysAgo: 5, rule: 'High-score leads (paused for the price update)' },
    { state: 'completed', step: 4, enrolledDaysAgo: 20, endReason: 'completed', rule: 'Spring campaign: inbound-call leads' },
    { state: 'completed', step: 4, enrolledDaysAgo: 35, endReason: 'completed', rule: 'Spring campaign: inbound-call leads' },
    { state: 'canceled', step: 2, enrolledDaysAgo: 5, endReason: 'reply_received', rule: 'Web-form and email leads' },
    { state: 'failed', step: 1, enrolledDaysAgo: 3, endReason: 'send failed: the mailbox rejected the address', retries: 3 },
  ],
  [MOVE_DATE_COUNTDOWN]: [
    { state: 'active', step: 1, enrolledDaysAgo: 1, nextRunInHours: 96, rule: 'Moves in the next 60 days' },
    { state: 'active', step: 2, enrolledDaysAgo: 8, nextRunInHours: 30, rule: 'Moves in the next 60 days' },
    { state: 'pending', step: 1, enrolledDaysAgo: 0, nextRunInHours: 240 },
    { state: 'paused', step: 2, enrolledDaysAgo: 10 },
    { state: 'completed', step: 3, enrolledDaysAgo: 25, endReason: 'completed', rule: 'Moves in the next 60 days' },
    { state: 'completed', step: 1, enrolledDaysAgo: 14, endReason: 'move_date_passed' },
    { state: 'canceled', step: 2, enrolledDaysAgo: 12, endReason: 'call outcome: not_interested' },
  ],
  [MISSED_CALL_FOLLOW_UP]: [
    { state: 'active', step: 1, enrolledDaysAgo: 0, nextRunInHours: 1 },
    { state: 'active', step: 2, enrolledDaysAgo: 1, nextRunInHours: 18 },
    { state: 'pending', step: 1, enrolledDaysAgo: 0, nextRunInHours: 14 },
    { state: 'paused', step: 3, enrolledDaysAgo: 4 },
    { state: 'completed', step: 3, enrolledDaysAgo: 9, endReason: 'completed', rule: 'Email leads never reached by phone' },
    { state: 'canceled', step: 2, enrolledDaysAgo: 2, endReason: 'call outcome: booked' },
    { state: 'failed', step: 2, enrolledDaysAgo: 3, endReason: 'send failed: template rendering error', retries: 3 },
  ],
};
