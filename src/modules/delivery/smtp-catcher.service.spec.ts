import { connect } from 'node:net';
import { createTransport } from 'nodemailer';
import { SmtpCatcher } from './smtp-catcher.service';

describe(SmtpCatcher.name, () => {
  const sut = new SmtpCatcher({ port: 0, keep: 3 });

  afterEach(async () => {
    await sut.stop();
  });

  const sendRaw = async (subject: string, extra: Record<string, string> = {}): Promise<void> => {
    const { host, port } = sut.endpoint;
    const transport = createTransport({ host, port, secure: false });
    await transport.sendMail({ from: 'a@movingco.example', to: 'b@customer.example', subject, text: `${subject} body`, headers: extra });
    transport.close();
  };

  it('should listen on loopback, on a free port', async () => {
    const { host, port } = await sut.start();
    expect(host).toBe('127.0.0.1');
    expect(port).toBeGreaterThan(0);
    expect(sut.running).toBe(true);
    expect(await sut.start()).toEqual({ host, port });
  });

  it('should keep only the newest N messages, listed newest first', async () => {
    await sut.start();
    sut.clear();
    for (const subject of ['one', 'two', 'three', 'four']) await sendRaw(subject);
    const list = sut.list();
    expect(list.map((mail) => mail.subject)).toEqual(['four', 'three', 'two']);
    expect(list[0]).not.toHaveProperty('raw');
    expect(sut.get(list[2].id)?.text?.trim()).toBe('two body');
    expect(sut.get('no-such-id')).toBeNull();
  });

  it('should keep headers in order with folded values unfolded, and the raw source', async () => {
    await sut.start();
    sut.clear();
    await sendRaw('headers', { 'X-Long': `${'word '.repeat(30)}end` });
    const [summary] = sut.list();
    const mail = sut.get(summary.id);
    const names = mail?.headers.map((h) => h.name.toLowerCase()) ?? [];
    expect(names).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'message-id', 'x-long']));
    expect(mail?.headers.find((h) => h.name === 'X-Long')?.value).toBe(`${'word '.repeat(30)}end`);
    expect(mail?.raw).toMatch(/^[\s\S]*Subject: headers\r\n/);
    expect(mail?.size).toBe(Buffer.byteLength(mail?.raw ?? ''));
    expect(mail?.html).toBeNull();
  });

  it('should survive a client that resets its connection mid-message, and keep accepting mail', async () => {
    const { host, port } = await sut.start();
    sut.clear();
    const socket = connect(port, host);
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write('EHLO killed.example\r\nMAIL FROM:<a@movingco.example>\r\nRCPT TO:<b@customer.example>\r\nDATA\r\nSubject: cut\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sendRaw('after the reset');
    expect(sut.list().map((mail) => mail.subject)).toEqual(['after the reset']);
  });

  it('should refuse to answer where it listens once stopped', async () => {
    await sut.start();
    await sut.stop();
    expect(sut.running).toBe(false);
    expect(() => sut.endpoint).toThrow(/not running/);
  });
});
