import { simpleParser } from 'mailparser';
import {
  decodeMimeMessage,
  MalformedMimeError,
  MAX_HEADER_CHARS,
  MAX_HEADERS,
  MAX_RECIPIENTS,
  MAX_TEXT_CHARS,
  toBuffer,
} from './mime-message';

jest.mock('mailparser', () => {
  const actual = jest.requireActual<typeof import('mailparser')>('mailparser');
  return { ...actual, simpleParser: jest.fn(actual.simpleParser) };
});

const message = (headers: string[], body: string): string => [...headers, '', body].join('\r\n');

const multipart = (parts: { type: string; body: string; base64?: boolean }[]): Buffer =>
  Buffer.from(
    [
      'From: Q2G Leads <leads@q2g.example>',
      'Subject: New Lead',
      'Message-ID: <large@mail.q2g.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      ...parts.flatMap((part) => ['--b1', `Content-Type: ${part.type}`, ...(part.base64 ? ['Content-Transfer-Encoding: base64'] : []), '', part.body]),
      '--b1--',
      '',
    ].join('\r\n'),
  );

const attachment = (bytes: number): { type: string; body: string; base64: boolean } => ({
  type: 'application/pdf; name="quote.pdf"',
  body: (Buffer.alloc(bytes, 7).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n'),
  base64: true,
});

describe(decodeMimeMessage.name, () => {
  it('should normalise the sender, recipients, subject, date, Message-ID, text and headers', async () => {
    const raw = message(
      [
        'From: "Jane Doe" <Jane.Doe@Example.COM>',
        'To: Sales <SALES@movingco.example>, ops@movingco.example',
        'Subject:   =?UTF-8?Q?Jos=C3=A9_moves?=  ',
        'Date: Mon, 11 Jan 2027 19:32:05 +0000',
        'Message-ID:  <abc.123@mail.example>  ',
        'Auto-Submitted: auto-replied',
        'Content-Type: text/plain; charset=utf-8',
      ],
      'Hello there',
    );

    const decoded = await decodeMimeMessage(raw);

    expect(decoded).toEqual({
      subject: 'José moves',
      from: 'jane.doe@example.com',
      to: ['sales@movingco.example', 'ops@movingco.example'],
      date: new Date('2027-01-11T19:32:05.000Z'),
      messageId: 'abc.123@mail.example',
      text: 'Hello there',
      textFromHtml: false,
      html: null,
      headers: expect.objectContaining({ 'auto-submitted': 'auto-replied', 'content-type': 'text/plain' }),
      cut: false,
    });
    expect(decoded.headers.subject).toBe('José moves');
  });

  it('should answer empty values for a message without headers or body', async () => {
    await expect(decodeMimeMessage('\r\n')).resolves.toMatchObject({ subject: '', from: '', to: [], date: null, messageId: null, text: '', html: null, cut: false });
  });

  it('should give the HTML part converted to text when there is no plain-text part, and keep the HTML', async () => {
    const html = '<table><tr><th>Customer Name:</th><td>Jane Doe</td></tr></table>';
    const decoded = await decodeMimeMessage(message(['From: a@example.com', 'Content-Type: text/html; charset=utf-8'], html));

    expect(decoded).toMatchObject({ text: 'Customer Name:\tJane Doe', textFromHtml: true, html });
  });

  it('should keep both parts of a multipart/alternative message, the text as sent', async () => {
    const raw = Buffer.from(
      [
        'From: a@example.com',
        'Content-Type: multipart/alternative; boundary="alt"',
        '',
        '--alt',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Plain words',
        '--alt',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Rich words</p>',
        '--alt--',
        '',
      ].join('\r\n'),
    );

    await expect(decodeMimeMessage(raw)).resolves.toMatchObject({ text: 'Plain words', textFromHtml: false, html: '<p>Rich words</p>' });
  });

  it('should cut the text, the subject and header values to their limits', async () => {
    const decoded = await decodeMimeMessage(
      message(['From: a@example.com', `Subject: ${'s'.repeat(MAX_HEADER_CHARS + 50)}`, `X-Long: ${'h'.repeat(MAX_HEADER_CHARS + 50)}`], 'x'.repeat(MAX_TEXT_CHARS + 10)),
    );

    expect(decoded.subject).toHaveLength(MAX_HEADER_CHARS);
    expect(decoded.headers['x-long']).toHaveLength(MAX_HEADER_CHARS);
    expect(decoded.text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
  });

  it('should keep at most MAX_HEADERS headers and MAX_RECIPIENTS recipients', async () => {
    const many = Array.from({ length: MAX_HEADERS + 20 }, (_, index) => `X-Extra-${index}: ${index}`);
    const to = `To: ${Array.from({ length: MAX_RECIPIENTS + 5 }, (_, index) => `r${index}@example.com`).join(', ')}`;
    const decoded = await decodeMimeMessage(message(['From: a@example.com', to, ...many], 'body'));

    expect(Object.keys(decoded.headers)).toHaveLength(MAX_HEADERS);
    expect(decoded.to).toHaveLength(MAX_RECIPIENTS);
    expect(decoded.to[0]).toBe('r0@example.com');
  });

  it('should decode the text part of a message with a 2 MB attachment after it, and say the rest was cut', async () => {
    const raw = multipart([{ type: 'text/plain; charset=utf-8', body: 'Tracking #: Q2G-104233\r\nCustomer Name: Jane Doe' }, attachment(2_000_000)]);

    await expect(decodeMimeMessage(raw)).resolves.toMatchObject({ text: 'Tracking #: Q2G-104233\nCustomer Name: Jane Doe', cut: true, subject: 'New Lead' });
  });

  it('should not read a text part that comes after the first 512 KiB', async () => {
    const raw = multipart([attachment(600_000), { type: 'text/plain; charset=utf-8', body: 'Tracking #: Q2G-104233' }]);

    const decoded = await decodeMimeMessage(raw);

    expect(decoded).toMatchObject({ text: '', html: null, cut: true, messageId: 'large@mail.q2g.example' });
  });

  it('should stop decoding after 10,000 lines even when they are short', async () => {
    const lines = Array.from({ length: 12_000 }, () => 'a').join('\r\n');
    const decoded = await decodeMimeMessage(message(['From: a@example.com', 'Content-Type: text/plain'], lines));

    expect(decoded.cut).toBe(true);
    expect(decoded.text.split('\n').length).toBeLessThan(10_000);
  });

  it('should throw MalformedMimeError, naming the cause, when mailparser cannot read the message', async () => {
    const failing = jest.mocked(simpleParser);
    failing.mockClear();
    failing.mockRejectedValueOnce(new Error('bad boundary'));

    await expect(decodeMimeMessage('From: a@example.com\r\n\r\nbody')).rejects.toThrow(new MalformedMimeError(new Error('bad boundary')));
    await expect(decodeMimeMessage('From: a@example.com\r\n\r\nbody')).resolves.toMatchObject({ text: 'body' });
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe(toBuffer.name, () => {
  it('should view bytes without copying and encode strings as UTF-8', () => {
    const bytes = new Uint8Array([104, 105, 33]);
    const buffer = toBuffer(bytes);

    expect(buffer.toString()).toBe('hi!');
    expect(buffer.buffer).toBe(bytes.buffer);
    expect(toBuffer('é')).toEqual(Buffer.from([0xc3, 0xa9]));
  });
});
