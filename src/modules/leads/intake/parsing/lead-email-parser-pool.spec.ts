import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LeadEmailParserPool } from './lead-email-parser-pool';
import { generatedMessageId, parseLeadEmail } from './parse-lead-email';

const ROOT = join(__dirname, '..', '..', '..', '..', '..');
const fixture = (name: string): Buffer => readFileSync(join(ROOT, 'test', 'fixtures', 'lead-emails', name));
const STUCK_WORKER = join(ROOT, 'test', 'fixtures', 'workers', 'stuck-parser.worker.ts');
const TIMEZONE = 'America/New_York';

const message = (body: string): Buffer =>
  Buffer.from(`From: leads@q2g.example\r\nSubject: Lead\r\nMessage-ID: <${body.length}.${Math.random()}@x.example>\r\n\r\n${body}\r\n`);

/** The longest pause of the main thread's event loop while `work` runs (timers every 5 ms). */
async function longestPause<T>(work: () => Promise<T>): Promise<{ result: T; pauseMs: number }> {
  let last = performance.now();
  let pauseMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    pauseMs = Math.max(pauseMs, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work(), pauseMs };
  } finally {
    clearInterval(timer);
  }
}

describe(LeadEmailParserPool.name, () => {
  describe('with the real parse worker', () => {
    const pool = new LeadEmailParserPool();
    afterAll(() => pool.close());

    beforeAll(async () => {
      // The threads compile the parser's sources before their first message: several seconds on a loaded 2-core
      // machine (CI runs this beside the linter and the type check), past jest's default 5 s for one test.
      await Promise.all([pool.parse(message('Tracking #: Q2G-1')), pool.parse(message('Tracking #: Q2G-2'))]);
    }, 30_000);

    it.each(['q2g-plain.eml', 'q2g-html-table.eml', 'q2g-forwarded.eml', 'malformed-mime.eml', 'not-a-lead.eml'])(
      'should give the same result as parsing %s in this thread',
      async (name) => {
        const inWorker = await pool.parse(fixture(name), { timezone: TIMEZONE });
        const here = await parseLeadEmail(fixture(name), { timezone: TIMEZONE });

        expect({ ...inWorker, receivedAt: null }).toEqual({ ...here, receivedAt: null });
        if (here.status === 'parsed') expect(inWorker.receivedAt).toEqual(here.receivedAt);
      },
    );

    it('should parse many messages at once', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.parse(message(`Tracking #: Q2G-${1000 + i}\nName: Jo`))));

      expect(results.map((result) => result.lead?.trackingNumber)).toEqual(Array.from({ length: 20 }, (_, i) => `Q2G-${1000 + i}`));
    });
  });

  describe('with a worker that can hang or crash', () => {
    // A timed-out thread is replaced, and the new one compiles the parser's sources before it parses: several seconds
    // on a loaded 2-core machine (CI runs this beside the linter and the type check), past jest's default 5 s.
    const REPLACEMENT_WAIT_MS = 20_000;
    const pool = new LeadEmailParserPool({ workerFile: STUCK_WORKER, timeoutMs: 2_000 });
    afterAll(() => pool.close());

    beforeAll(async () => {
      // Both threads start (compiling the sources takes a moment under jest) before the timed tests.
      await Promise.all([pool.parse(message('Tracking #: Q2G-1')), pool.parse(message('Tracking #: Q2G-2'))]);
    }, REPLACEMENT_WAIT_MS);

    it('should end a message that runs past the time limit as failed, keep this thread free, and go on parsing', async () => {
      const raw = message('Tracking #: Q2G-7 STUCK');
      const started = performance.now();
      const { result, pauseMs } = await longestPause(() => pool.parse(raw));
      const elapsed = performance.now() - started;

      expect(result).toMatchObject({ status: 'failed', error: 'Parsing timed out after 2 s', messageId: generatedMessageId(raw), lead: null });
      expect(elapsed).toBeGreaterThanOrEqual(1_950);
      expect(elapsed).toBeLessThan(6_000);
      expect(pauseMs).toBeLessThan(200);
      const next = await pool.parse(message('Tracking #: Q2G-8'));
      expect(next).toMatchObject({ status: 'parsed', lead: { trackingNumber: 'Q2G-8' } });
    }, REPLACEMENT_WAIT_MS);

    it('should answer other messages while one thread is stuck', async () => {
      // The thread the previous test ended is replaced, and a new thread compiles the worker first: on a loaded machine
      // that can take longer than the 2 s limit. Two messages at once bring both threads up before the timed part.
      await Promise.all([pool.parse(message('Tracking #: Q2G-W1')), pool.parse(message('Tracking #: Q2G-W2'))]);
      let stuckSettled = false;
      const stuck = pool.parse(message('Tracking #: Q2G-9 STUCK')).finally(() => {
        stuckSettled = true;
      });
      const other = await pool.parse(message('Tracking #: Q2G-10'));

      expect(other).toMatchObject({ status: 'parsed', lead: { trackingNumber: 'Q2G-10' } });
      expect(stuckSettled).toBe(false);
      await expect(stuck).resolves.toMatchObject({ status: 'failed', error: 'Parsing timed out after 2 s' });
    }, REPLACEMENT_WAIT_MS);

    it('should not count the wait for a free thread against the limit', async () => {
      const stuck = [pool.parse(message('Tracking #: Q2G-11 STUCK')), pool.parse(message('Tracking #: Q2G-12 STUCK'))];
      const started = performance.now();
      // Both threads are busy for 2 s, then replaced: this one waits longer than the limit, then parses.
      const waiting = await pool.parse(message('Tracking #: Q2G-13'));

      expect(performance.now() - started).toBeGreaterThan(2_000);
      expect(waiting).toMatchObject({ status: 'parsed', lead: { trackingNumber: 'Q2G-13' } });
      await Promise.all(stuck);
    }, REPLACEMENT_WAIT_MS);

    it('should record a crashed parse as failed with its reason', async () => {
      const raw = message('CRASH');

      await expect(pool.parse(raw)).resolves.toMatchObject({ status: 'failed', error: 'Could not parse email: Error: worker blew up', messageId: generatedMessageId(raw) });
    });
  });
});
