/**
 * Hostile input shapes: each must parse or fail in well under 100 ms. Before the parser was made linear, these
 * took from 0.3 s to hours (a regular expression backtracking over a long run of spaces, tags or commas).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNoReplyEmail, normalizeEmail } from 'src/common/text/email-address';
import { htmlToText } from 'src/common/mail/html-to-text';
import { cleanBodyLines, extractLabelledFields } from './label-fields';
import { normalizeTrackingNumber } from './lead-fields';
import type { ParsedLeadEmail } from './lead-record';
import { parseMoney } from './money';
import { parseMoveDate } from './move-date';
import { parseLeadEmail } from './parse-lead-email';
import { parseUsAddress } from './us-address';

const BOUND_MS = 100;
const ATTEMPTS = 5;
const TIMEZONE = 'America/New_York';
const FIXTURES = join(__dirname, '..', '..', '..', '..', '..', 'test', 'fixtures', 'lead-emails');

/**
 * Milliseconds of the fastest of up to five runs (a busy machine may pause any one run; a slow parser is slow
 * every time). A run over ten times the bound is not repeated.
 */
async function fastest<T>(run: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  let best = Number.POSITIVE_INFINITY;
  let result: T | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && best >= BOUND_MS; attempt += 1) {
    const started = performance.now();
    result = await run();
    const ms = performance.now() - started;
    best = Math.min(best, ms);
    if (ms > 10 * BOUND_MS) break;
  }
  return { ms: best, result: result as T };
}

function message(body: string, contentType = 'text/plain'): Buffer {
  return Buffer.from(
    [
      'From: Q2G Leads <leads@q2g.example>',
      'To: sales@movingco.example',
      'Subject: New Lead',
      'Date: Fri, 20 Nov 2026 14:05:00 -0500',
      `Message-ID: <${Math.random().toString(36).slice(2)}@mail.q2g.example>`,
      'MIME-Version: 1.0',
      `Content-Type: ${contentType}; charset=utf-8`,
      '',
      body,
    ].join('\r\n'),
  );
}

const spaces = (count: number): string => ' '.repeat(count);

const parse = (raw: Buffer): Promise<ParsedLeadEmail> => parseLeadEmail(raw, { timezone: TIMEZONE });

describe('hostile lead emails', () => {
  beforeAll(async () => {
    // Warm-up: loads mailparser and compiles the hot paths once.
    for (let i = 0; i < 3; i += 1) await parse(readFileSync(join(FIXTURES, 'q2g-html-table.eml')));
  });

  interface Shape {
    name: string;
    raw: () => Buffer;
    expected: Partial<ParsedLeadEmail>;
    tracking?: string;
  }

  const shapes: Shape[] = [
    {
      name: '"Tracking #:" then 20,000 spaces, then the number',
      raw: () => message(`Tracking #:${spaces(20_000)}Q2G-104233\r\nCustomer Name: Jane Doe\r\n`),
      expected: { status: 'parsed' },
      tracking: 'Q2G-104233',
    },
    {
      name: '"Tracking #:" then 20,000 spaces and nothing else',
      raw: () => message(`Tracking #:${spaces(20_000)}\r\nCustomer Name: Jane Doe\r\n`),
      expected: { status: 'failed', error: 'No tracking number found' },
    },
    {
      name: 'a label, 20,000 tabs, a value',
      raw: () => message(`Tracking #: Q2G-1\r\nCustomer Name:${'\t'.repeat(20_000)}Jane Doe\r\n`),
      expected: { status: 'parsed' },
    },
    {
      name: 'a label without a colon, 20,000 mixed blanks, a value',
      raw: () => message(`Tracking #: Q2G-1\r\nMove Date${' \t'.repeat(10_000)}03/05/2027\r\nPhone${spaces(20_000)}512-555-0143 x\r\n`),
      expected: { status: 'parsed' },
    },
    {
      name: 'a revenue followed by 100,000 spaces and text',
      raw: () => message(`Tracking #: Q2G-1\r\nEstimated Revenue: $1${spaces(100_000)}x\r\n`),
      expected: { status: 'parsed' },
    },
    {
      name: 'a 1 MB line without any newline',
      raw: () => message(`Tracking #: Q2G-104233 ${'word '.repeat(200_000)}`),
      expected: { status: 'parsed' },
      tracking: 'Q2G-104233',
    },
    {
      name: 'a 1 MB line of one word',
      raw: () => message(`Tracking #: Q2G-1\r\nName ${'a'.repeat(1_000_000)}`),
      expected: { status: 'parsed' },
    },
    {
      name: 'a ~2 MB message of "Tracking #:" lines padded with 20,000 spaces',
      raw: () => message(`Tracking #:${spaces(20_000)}x\r\n`.repeat(100)),
      expected: { status: 'failed', error: 'No tracking number found' },
    },
    {
      name: 'a 2 MB run of spaces on one line',
      raw: () => message(`Tracking #:${spaces(2_000_000)}Q2G-1`),
      expected: { status: 'failed' },
    },
    {
      name: 'a separator line: two dashes, 100,000 spaces, text',
      raw: () => message(`--${spaces(100_000)}x\r\n`),
      expected: { status: 'ignored' },
    },
    {
      name: '200,000 lines of empty labels',
      raw: () => message('Name:\n'.repeat(200_000)),
      expected: { status: 'ignored' },
    },
    {
      name: '100,000 forwarded-header pairs',
      raw: () => message('From: a\nSent: b\n'.repeat(100_000)),
      expected: { status: 'ignored' },
    },
    {
      name: 'an HTML body of 200,000 <tr><th>a</th><td> blocks',
      raw: () => message(`<table>${'<tr><th>a</th><td>'.repeat(200_000)}`, 'text/html'),
      expected: { status: 'ignored' },
    },
    {
      name: 'HTML nested 20,000 <div>s deep',
      raw: () => message(`${'<div>'.repeat(20_000)}Tracking #: Q2G-104233`, 'text/html'),
      expected: { status: 'parsed' },
      tracking: 'Q2G-104233',
    },
    {
      name: 'HTML with 100,000 unclosed <td>s',
      raw: () => message(`<table><tr>${'<td>a'.repeat(100_000)}`, 'text/html'),
      expected: { status: 'ignored' },
    },
    {
      name: 'HTML with 100,000 <td tags never closed by ">"',
      raw: () => message(`<p>Tracking #: Q2G-104233</p>${'<td '.repeat(100_000)}`, 'text/html'),
      expected: { status: 'parsed' },
    },
    {
      name: 'HTML with one 1 MB unclosed tag',
      raw: () => message(`<td ${'a'.repeat(1_000_000)}`, 'text/html'),
      expected: { status: 'ignored' },
    },
    {
      name: 'HTML with 100,000 unclosed <br tags in a cell',
      raw: () => message(`<td>${'<br '.repeat(100_000)}`, 'text/html'),
      expected: { status: 'ignored' },
    },
    {
      name: 'HTML with 100,000 unclosed comments',
      raw: () => message(`<p>Tracking #: Q2G-104233</p>${'<!--a'.repeat(100_000)}`, 'text/html'),
      expected: { status: 'parsed' },
    },
    {
      name: 'HTML with 100,000 unclosed <script>s',
      raw: () => message(`<p>Tracking #: Q2G-104233</p>${'<script>'.repeat(100_000)}`, 'text/html'),
      expected: { status: 'parsed' },
    },
    {
      name: 'an HTML cell of 50,000 <br>s and spaces before its text',
      raw: () => message(`<table><tr><th>Origin</th><td>1 Main St${' <br> '.repeat(50_000)}x</td></tr></table>`, 'text/html'),
      expected: { status: 'ignored' },
    },
    {
      name: 'an HTML paragraph of 200,000 commas',
      raw: () => message(`<p>${', '.repeat(200_000)}x`, 'text/html'),
      expected: { status: 'ignored' },
    },
  ];

  it.each(shapes)('should answer for $name in < 100 ms', async ({ raw, expected, tracking }) => {
    const input = raw();
    const { ms, result } = await fastest(() => parse(input));

    expect(result).toMatchObject(expected);
    if (tracking !== undefined) expect(result.lead?.trackingNumber).toBe(tracking);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});

describe('hostile field values', () => {
  const cases: { name: string; run: () => unknown; expected: unknown }[] = [
    { name: 'label line: label, 100,000 spaces, value', run: () => extractLabelledFields(`Tracking #:${spaces(100_000)}Q2G-1`).values.trackingNumber, expected: 'Q2G-1' },
    { name: 'label line: word, 100,000 spaces, no separator', run: () => extractLabelledFields(`Abc${spaces(100_000)}x`).values, expected: {} },
    { name: 'body lines: 100,000 quote markers and blanks (the line is cut at 2,000 characters)', run: () => cleanBodyLines(`${' \t>'.repeat(100_000)} x`), expected: [''] },
    { name: 'body lines: 600 quote markers and blanks', run: () => cleanBodyLines(`${' \t>'.repeat(600)} x`), expected: ['x'] },
    { name: 'body lines: trailing blanks before text', run: () => cleanBodyLines(`a${' \t'.repeat(100_000)}x`).length, expected: 1 },
    { name: 'HTML: 100,000 "<a " never closed', run: () => htmlToText(`x${'<a '.repeat(100_000)}`).length > 0, expected: true },
    { name: 'HTML: 30,000 "<p " then one ">"', run: () => htmlToText(`x${'<p '.repeat(30_000)}>y`), expected: 'x\ny' },
    { name: 'HTML: 100,000 <style>s never closed', run: () => htmlToText(`x${'<style>'.repeat(100_000)}`), expected: 'x' },
    { name: 'HTML: a line of 50,000 blanks before text', run: () => htmlToText(`<p>a${' \t'.repeat(50_000)}b</p>`), expected: 'a\tb' },
    { name: 'money: 100,000 "("', run: () => parseMoney(`$1${'('.repeat(100_000)}`), expected: null },
    { name: 'money: 100,000 spaces before ")"', run: () => parseMoney(`$1 (${spaces(100_000)}x`), expected: null },
    { name: 'address: 100,000 commas before text (only 1,000 characters are read)', run: () => parseUsAddress(`${','.repeat(100_000)}x`).full, expected: '' },
    { name: 'address: 400 ", " before the city', run: () => parseUsAddress(`1 Main St${' ,'.repeat(400)} Austin, TX`).state, expected: 'TX' },
    { name: 'address: 100,000 ", " before the city', run: () => parseUsAddress(`1 Main St${' ,'.repeat(100_000)} Austin, TX`).city, expected: null },
    { name: 'address: 100,000 spaces before USA', run: () => parseUsAddress(`Austin, TX${spaces(100_000)}x USA`).full.length > 0, expected: true },
    { name: 'tracking number: 100,000 "#" then text', run: () => normalizeTrackingNumber(`${'#'.repeat(100_000)}x1`), expected: 'X1' },
    { name: 'tracking number: 100,000 "." then text', run: () => normalizeTrackingNumber(`1${'.'.repeat(100_000)}x`), expected: null },
    { name: 'no-reply check: 100,000 "<"', run: () => isNoReplyEmail('<'.repeat(100_000)), expected: false },
    { name: 'email: 100,000 characters', run: () => normalizeEmail(`${'a'.repeat(100_000)}@example.com`), expected: null },
    { name: 'move date: 100,000 spaces', run: () => parseMoveDate(`03/05/2027${spaces(100_000)}x`, TIMEZONE), expected: null },
  ];

  it.each(cases)('should answer for $name in < 100 ms', async ({ run, expected }) => {
    run(); // warm-up
    const { ms, result } = await fastest(run);

    expect(result).toEqual(expected);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});

describe('what is read of a large message', () => {
  const multipart = (parts: { type: string; body: string; base64?: boolean }[]): Buffer =>
    Buffer.from(
      [
        'From: Q2G Leads <leads@q2g.example>',
        'Subject: New Lead',
        'Message-ID: <large@mail.q2g.example>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="b1"',
        '',
        ...parts.flatMap((part) => [
          '--b1',
          `Content-Type: ${part.type}`,
          ...(part.base64 ? ['Content-Transfer-Encoding: base64'] : []),
          '',
          part.body,
        ]),
        '--b1--',
        '',
      ].join('\r\n'),
    );
  const attachment = (bytes: number): { type: string; body: string; base64: boolean } => ({
    type: 'application/pdf; name="quote.pdf"',
    body: (Buffer.alloc(bytes, 7).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n'),
    base64: true,
  });

  it('should parse the lead text part of a message with a 2 MB attachment after it', async () => {
    const raw = multipart([{ type: 'text/plain; charset=utf-8', body: 'Tracking #: Q2G-104233\r\nCustomer Name: Jane Doe' }, attachment(2_000_000)]);

    await expect(parseLeadEmail(raw, { timezone: TIMEZONE })).resolves.toMatchObject({ status: 'parsed', lead: { trackingNumber: 'Q2G-104233', customerName: 'Jane Doe' } });
  });

  it('should not read a text part that comes after the first 512 KiB', async () => {
    const raw = multipart([attachment(600_000), { type: 'text/plain; charset=utf-8', body: 'Tracking #: Q2G-104233' }]);

    await expect(parseLeadEmail(raw, { timezone: TIMEZONE })).resolves.toMatchObject({
      status: 'failed',
      error: 'Email has no readable text or HTML part in its first 512 KiB / 10,000 lines (the rest is not read)',
    });
  });
});
