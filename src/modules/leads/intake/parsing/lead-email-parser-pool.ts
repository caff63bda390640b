/**
 * The one way the app parses lead emails (inbound-email route, mailbox reader and import CLI all go through
 * LeadEmailIngestionService, which owns one pool): parseLeadEmail runs in worker threads, so a slow message never
 * holds up the thread that answers requests, and each message has a hard time limit. A message still being parsed
 * at the limit has its worker terminated (piscina replaces it) and comes back 'failed' with "Parsing timed out".
 */
import { extname, join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ParsedLeadEmail } from './lead-record';
import { toBuffer } from 'src/common/mail/mime-message';
import { DEFAULT_LEAD_TIMEZONE, describeError, unparsedLeadEmail } from './parse-lead-email';
import type { ParsedLeadEmailMessage, ParseLeadEmailTask } from './parse-lead-email.worker';

/**
 * From the moment a parse thread starts on the message to its result. Waiting for a free thread (all busy, or one
 * starting) is not counted: a flood waits rather than having legitimate emails stored as failed.
 */
export const LEAD_EMAIL_PARSE_TIMEOUT_MS = 10_000;
/** Threads parsing at once (one stuck message never stops the others), started on the first parse. */
const THREADS = 2;
/**
 * Parse threads run at a lower CPU priority (nice +10 on Linux) than the thread that answers requests, so a flood
 * of large emails on a busy machine slows the parsing, not the other answers.
 */
const PARSE_THREAD_NICENESS = 10;

export interface LeadEmailParserPoolOptions {
  timeoutMs?: number;
  /** The worker script (tests use a stand-in); defaults to parse-lead-email.worker beside this file. */
  workerFile?: string;
}

/**
 * The worker thread runs plain JavaScript. The built app (dist/, CommonJS compiled by swc) finds the compiled
 * parse-lead-email.worker.js next to this file. Jest runs the TypeScript sources (through @swc/jest), and a worker
 * thread does not get jest's transform: there the worker first imports test/utils/swc-register.mjs, which compiles
 * each required .ts file with @swc/core (a dev dependency; the built app never loads it).
 */
function workerSetup(workerFile: string): { filename: string; execArgv?: string[] } {
  if (extname(workerFile) !== '.ts') return { filename: workerFile };
  const register = join(__dirname, '..', '..', '..', '..', '..', 'test', 'utils', 'swc-register.mjs');
  return { filename: workerFile, execArgv: ['--import', register] };
}

export class LeadEmailParserPool {
  private pool: Piscina | null = null;
  private readonly timeoutMs: number;
  private readonly workerFile: string;

  constructor(options: LeadEmailParserPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? LEAD_EMAIL_PARSE_TIMEOUT_MS;
    this.workerFile = options.workerFile ?? join(__dirname, `parse-lead-email.worker${extname(__filename)}`);
  }

  /** parseLeadEmail in a worker thread. Never throws: a timeout or a crashed worker gives a 'failed' result. */
  async parse(raw: Buffer | string, options: { timezone?: string } = {}): Promise<ParsedLeadEmail> {
    const buffer = toBuffer(raw);
    // A private copy of exactly the message's bytes, moved (not copied again) to the worker.
    const bytes = new Uint8Array(buffer);
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    const limit = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    started.once('message', () => {
      timer = setTimeout(() => limit.abort(), this.timeoutMs);
    });
    started.unref();
    const task: ParseLeadEmailTask = { raw: bytes, timezone: options.timezone ?? DEFAULT_LEAD_TIMEZONE, started: startedInWorker };
    try {
      const parsed = (await this.threads().run(task, { signal: limit.signal, transferList: [bytes.buffer, startedInWorker] })) as ParsedLeadEmailMessage;
      return { ...parsed, receivedAt: new Date(parsed.receivedAt) };
    } catch (error) {
      if (limit.signal.aborted) return unparsedLeadEmail(buffer, `Parsing timed out after ${this.timeoutMs / 1000} s`);
      return unparsedLeadEmail(buffer, `Could not parse email: ${describeError(error)}`);
    } finally {
      clearTimeout(timer);
      started.close();
    }
  }

  /** Stops the threads (a later parse starts them again). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private threads(): Piscina {
    this.pool ??= new Piscina({
      ...workerSetup(this.workerFile),
      minThreads: THREADS,
      maxThreads: THREADS,
      niceIncrement: PARSE_THREAD_NICENESS,
    });
    return this.pool;
  }
}
