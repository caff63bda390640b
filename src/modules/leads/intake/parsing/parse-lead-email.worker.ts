/**
 * Worker-thread entry (run by LeadEmailParserPool through piscina): MIME decode and parse of one email, off the
 * thread that answers requests.
 */
import type { MessagePort } from 'node:worker_threads';
import type { ParsedLeadEmail } from './lead-record';
import { parseLeadEmail } from './parse-lead-email';

export interface ParseLeadEmailTask {
  /** The raw message (moved to this thread). */
  raw: Uint8Array;
  timezone: string;
  /** Told when this thread starts on the task: the time limit counts from then, not from the wait for a thread. */
  started?: MessagePort;
}

/** Tells the pool that work on the task has begun. */
export function reportStarted(task: ParseLeadEmailTask): void {
  task.started?.postMessage(null);
}

/** The result as it crosses threads: the date as epoch milliseconds (a Date would arrive from another realm). */
export type ParsedLeadEmailMessage = Omit<ParsedLeadEmail, 'receivedAt'> & { receivedAt: number };

export default async function parseLeadEmailTask(task: ParseLeadEmailTask): Promise<ParsedLeadEmailMessage> {
  reportStarted(task);
  const parsed = await parseLeadEmail(task.raw, { timezone: task.timezone });
  return { ...parsed, receivedAt: parsed.receivedAt.getTime() };
}
