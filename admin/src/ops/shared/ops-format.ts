import { errorMessage } from '../../providers/api-error';
import { formatDateTime, parseAppDate } from '../../format/date';
import type { OutboxItem, OutboxStatus, RunAction, RunExplain, RunRow } from '../ops-types';

/** Live Queue and Outbox read again this often. */
export const QUEUE_POLL_MS = 5_000;
/** System Metrics reads again this often. */
export const METRICS_POLL_MS = 10_000;

export const UNKNOWN_CONTACT = 'Unknown Contact';
export const UNKNOWN_SEQUENCE = 'Unknown Sequence';

const joined = (...parts: Array<string | null | undefined>): string =>
  parts.map((part) => part?.trim() ?? '').filter(Boolean).join(' ');

/** The run's contact by name: the stored contact name, else first and last name, else 'Unknown Contact'. */
export const contactName = (row: { contact_name?: string | null; first_name?: string | null; last_name?: string | null }): string =>
  row.contact_name?.trim() || joined(row.first_name, row.last_name) || UNKNOWN_CONTACT;

/** A delivery's recipient: first and last name, else the address. */
export const recipientName = (row: { first_name?: string | null; last_name?: string | null; to_email?: string | null }): string =>
  joined(row.first_name, row.last_name) || row.to_email || UNKNOWN_CONTACT;

export const sequenceName = (row: { sequence_name?: string | null }): string => row.sequence_name?.trim() || UNKNOWN_SEQUENCE;

/** A test send (template or sequence test) belongs to no run: it is named as such rather than 'Unknown Sequence'. */
export const TEST_SEND = 'Test send';
export const deliverySequence = (row: { kind?: string; sequence_name?: string | null }): string =>
  row.kind === 'test' && !row.sequence_name?.trim() ? TEST_SEND : sequenceName(row);

/** 'Step N' for the 0-based step the API counts from. */
export const stepLabel = (currentStep: number | null | undefined): string => `Step ${(currentStep ?? 0) + 1}`;

/** An active run whose next run time has passed is due now. */
export const isDue = (row: Pick<RunRow, 'state' | 'next_run_at'>, now: Date): boolean => {
  const next = parseAppDate(row.next_run_at);
  return row.state === 'active' && next !== null && next.getTime() <= now.getTime();
};

/** Due and strictly earlier than now: tagged 'Overdue'. */
export const isOverdue = (row: Pick<RunRow, 'state' | 'next_run_at'>, now: Date): boolean => {
  const next = parseAppDate(row.next_run_at);
  return row.state === 'active' && next !== null && next.getTime() < now.getTime();
};

/** The outbox's displayed status: processed once processed_at is set; failed after an attempt; else pending. */
export const outboxStatus = (item: Pick<OutboxItem, 'processed_at' | 'attempts'>): OutboxStatus => {
  if (item.processed_at) return 'processed';
  return (item.attempts ?? 0) > 0 ? 'failed' : 'pending';
};

export const canRetryOutbox = (item: Pick<OutboxItem, 'processed_at'>): boolean => !item.processed_at;

/** 'Failed to {action}: {error}', or 'Failed to {action} enrollment' when the server said nothing. */
export const runActionFailure = (action: RunAction, error: unknown): string => {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return text ? `Failed to ${action}: ${text}` : `Failed to ${action} enrollment`;
};

/** The explain line of a run row: the list's summary (a text or an explain object), when it carries one. */
export const explainSummary = (explain: Pick<RunExplain, 'summary'> | string | null | undefined): string | null => {
  if (!explain) return null;
  if (typeof explain === 'string') return explain.trim() || null;
  return explain.summary?.trim() || null;
};

const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})\b/g;

/** The engine words its reasons with ISO instants ('closed until 2026-03-11T13:00:00.000Z'): shown in local time. */
export const humanizeTimes = (text: string): string => text.replace(ISO_INSTANT, (instant) => formatDateTime(instant, instant));

/** 'Showing a to b of n results' for a page of `count` rows. */
export const rangeLabel = (page: number, perPage: number, count: number, total: number): string => {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, from + Math.max(count, 1) - 1);
  return `Showing ${from} to ${to} of ${total} results`;
};

export const formatTime = (value: string | null | undefined, fallback = '—'): string => formatDateTime(value, fallback);

export const logListFailure = (screen: string) => (error: unknown) => {
  console.error(`${screen}: ${errorMessage(error)}`);
};
