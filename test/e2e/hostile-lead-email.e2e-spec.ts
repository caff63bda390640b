import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

/**
 * Answers of other requests while hostile emails are parsed (the server's thread must stay free): typically tens of
 * ms; the bound on the slowest leaves room for a loaded 2-core CI machine receiving 17 MB at the same time (before
 * parsing moved off the request thread, these requests waited minutes).
 */
const OTHER_REQUEST_MEDIAN_BOUND_MS = 250;
const OTHER_REQUEST_BOUND_MS = 4000;
/**
 * Upload, parse and store of one hostile email (parse threads run at a lower CPU priority, so a busy test machine
 * slows them most; before parsing was linear these took from 3 s to over two minutes, the server frozen meanwhile).
 */
const HOSTILE_ANSWER_BOUND_MS = 5_000;

interface Hostile {
  name: string;
  body: string;
  contentType?: string;
  status: 'parsed' | 'failed' | 'ignored';
  error?: string;
}

const HOSTILE: Hostile[] = [
  { name: '"Tracking #:" then 20,000 spaces', body: `Tracking #:${' '.repeat(20_000)}Q2G-900001\r\nCustomer Name: Jane Doe\r\n`, status: 'parsed' },
  { name: 'a ~2 MB message of padded "Tracking #:" lines', body: `Tracking #:${' '.repeat(20_000)}x\r\n`.repeat(100), status: 'failed', error: 'No tracking number found' },
  { name: 'an HTML body of 200,000 <tr><th>a</th><td> blocks', body: `<table>${'<tr><th>a</th><td>'.repeat(200_000)}`, contentType: 'text/html', status: 'ignored' },
  { name: 'HTML with 100,000 unclosed comments and <script>s', body: `<p>Tracking #: Q2G-900002</p>${'<!--a<script>'.repeat(100_000)}`, contentType: 'text/html', status: 'parsed' },
  { name: 'a 2 MB run of spaces on one line', body: `Name:${' '.repeat(2_000_000)}Jane`, status: 'ignored' },
];

/** Bodies are encoded once: the client shares the server's thread here, and must not slow it down itself. */
const bodies = new Map<Hostile, Buffer>();

function rawEmail(hostile: Hostile, messageId: string): Buffer {
  const headers = [
    'From: Q2G Leads <leads@q2g.example>',
    'To: sales@movingco.example',
    'Subject: New Lead',
    `Message-ID: <${messageId}>`,
    'MIME-Version: 1.0',
    `Content-Type: ${hostile.contentType ?? 'text/plain'}; charset=utf-8`,
    '',
    '',
  ].join('\r\n');
  let body = bodies.get(hostile);
  if (body === undefined) {
    body = Buffer.from(hostile.body);
    bodies.set(hostile, body);
  }
  return Buffer.concat([Buffer.from(headers), body]);
}

interface FloodAnswer {
  status: number;
  outcome: string;
}

/** Worker-thread client: posts every body at once, answers with [{status, outcome}] in order. */
const FLOOD_SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, bodies } = workerData;
Promise.all(bodies.map(async (body) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'message/rfc822', ...headers }, body });
  const json = await response.json();
  return { status: response.status, outcome: json.status };
})).then((answers) => parentPort.postMessage(answers));
`;

describe('Hostile lead emails never stall the server', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;

  const postEmail = (raw: Buffer): Promise<Response> =>
    fetch(`${t.url}/api/leads/inbound-email`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', ...bearer },
      body: new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.byteLength),
    });

  /** Milliseconds until the answer's body has arrived; the status must not be a 5xx other than health's 503. */
  const timed = async (path: string): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${t.url}${path}`, { headers: bearer });
    await response.arrayBuffer();
    if (response.status >= 500 && !(path === '/api-health' && response.status === 503)) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'hostile.bot@movingco.example', days: 1 });
    bearer = { authorization: `Bearer ${token.token}` };
    // Starts the parse thread and warms both endpoints, outside the timed parts.
    await postEmail(rawEmail({ name: 'warm-up', body: 'Tracking #: Q2G-900000\r\n', status: 'parsed' }, `warm-${randomBytes(6).toString('hex')}@x.example`));
    await timed('/api-health');
    await timed('/api/opportunities');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(HOSTILE)('should answer $name in bounded time with its outcome stored', async (hostile) => {
    const messageId = `${randomBytes(8).toString('hex')}@hostile.example`;
    const started = performance.now();
    const response = await postEmail(rawEmail(hostile, messageId));
    const elapsed = performance.now() - started;

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, message_id: messageId, status: hostile.status, duplicate: false, ...(hostile.error ? { error: hostile.error } : {}) });
    expect(elapsed).toBeLessThan(HOSTILE_ANSWER_BOUND_MS);
    const stored: { status: string; error: string | null }[] = await db.query(`SELECT status, error FROM lead_messages WHERE message_id = $1`, [messageId]);
    expect(stored).toEqual([{ status: hostile.status, error: hostile.error ?? (hostile.status === 'ignored' ? 'Not a lead notification' : null) }]);
  });

  it('should keep answering health and list requests quickly while hostile emails are being parsed', async () => {
    const flood = [...HOSTILE, ...HOSTILE].map((hostile) => rawEmail(hostile, `${randomBytes(8).toString('hex')}@flood.example`));
    // The flood is sent from another thread: here the client shares the server's process, and its own work of
    // sending 17 MB must not be counted against the server.
    const sender = new Worker(FLOOD_SENDER, { eval: true, workerData: { url: `${t.url}/api/leads/inbound-email`, headers: bearer, bodies: flood } });
    let answers: FloodAnswer[] | null = null;
    const done = new Promise<FloodAnswer[]>((resolve, reject) => {
      sender.once('message', resolve);
      sender.once('error', reject);
    }).then((result) => (answers = result));
    const latencies: number[] = [];
    while (answers === null || latencies.length < 4) {
      latencies.push(await timed('/api-health'), await timed('/api/opportunities'));
    }
    await done;
    await sender.terminate();
    const settled = answers as FloodAnswer[];

    expect(settled.map((answer) => answer.status)).toEqual(flood.map(() => 200));
    expect(settled.map((answer) => answer.outcome)).toEqual([...HOSTILE, ...HOSTILE].map((hostile) => hostile.status));
    const sorted = [...latencies].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(OTHER_REQUEST_MEDIAN_BOUND_MS);
    expect(Math.max(...latencies)).toBeLessThan(OTHER_REQUEST_BOUND_MS);
  });
});
