import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface SmtpCatcherOptions {
  /** Default 127.0.0.1: the catcher accepts mail from anyone who can reach it, so it stays on loopback. */
  host?: string;
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** How many messages to keep (the oldest go first). Default 200. */
  keep?: number;
  /** Largest message accepted, in bytes. Default 10 MB. */
  maxMessageBytes?: number;
}

export interface CaughtMailHeader {
  name: string;
  value: string;
}

/** One caught message, as the "Sent mail" list shows it. */
export interface CaughtMailSummary {
  /** The catcher's id; also the queue id in its `250 ... queued as <id>` reply (the SMTP adapter's requestId). */
  id: string;
  receivedAt: string;
  messageId: string | null;
  subject: string | null;
  from: string | null;
  to: string[];
  /** SMTP envelope (MAIL FROM / RCPT TO), which can differ from the headers. */
  envelope: { from: string | null; to: string[] };
  size: number;
}

/** One caught message in full: the rendered parts, every header in order, and the raw source. */
export interface CaughtMail extends CaughtMailSummary {
  html: string | null;
  text: string | null;
  headers: CaughtMailHeader[];
  raw: string;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);

const readAll = async (stream: SMTPServerDataStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * An SMTP server inside the process that keeps what it receives in memory instead of delivering it: the default
 * mail provider when no mail settings exist, so a test email can be read back (list, rendered parts, headers, raw).
 * No TLS, any or no authentication, loopback only; nothing survives a restart.
 */
export class SmtpCatcher {
  private server: SMTPServer | null = null;
  private address: { host: string; port: number } | null = null;
  /** Newest last. */
  private readonly messages: CaughtMail[] = [];
  private readonly keep: number;

  constructor(private readonly options: SmtpCatcherOptions = {}) {
    this.keep = Math.max(1, options.keep ?? 200);
  }

  get running(): boolean {
    return this.address !== null;
  }

  /** Where the catcher listens; throws when it is not started. */
  get endpoint(): { host: string; port: number } {
    if (!this.address) throw new Error('The SMTP catcher is not running');
    return this.address;
  }

  /** Starts listening (idempotent) and answers where. */
  async start(): Promise<{ host: string; port: number }> {
    if (this.address) return this.address;
    const host = this.options.host ?? '127.0.0.1';
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      size: this.options.maxMessageBytes ?? 10 * 1024 * 1024,
      logger: false,
      banner: 'Lead Automation mail catcher',
      // Pooled senders keep their connections open: a stop ends them after this grace instead of smtp-server's 30 s.
      closeTimeout: 2000,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
      onData: (stream, session, callback) => {
        readAll(stream)
          .then(async (raw) => {
            if (stream.sizeExceeded) {
              callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
              return;
            }
            const id = randomUUID();
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            };
            this.store(await this.parse(id, raw, envelope));
            callback(null, `2.0.0 Ok: queued as ${id}`);
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.options.port ?? 0, host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    // A client that drops its connection (a pooled sender closing, a killed worker) makes the server emit 'error';
    // unheard, that event would throw and take the whole process down. The message in flight was never accepted.
    server.on('error', () => undefined);
    this.server = server;
    this.address = { host, port: (server.server.address() as AddressInfo).port };
    return this.address;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.address = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Caught messages, newest first, without their bodies. */
  list(): CaughtMailSummary[] {
    return [...this.messages].reverse().map((mail) => ({
      id: mail.id,
      receivedAt: mail.receivedAt,
      messageId: mail.messageId,
      subject: mail.subject,
      from: mail.from,
      to: mail.to,
      envelope: mail.envelope,
      size: mail.size,
    }));
  }

  get(id: string): CaughtMail | null {
    return this.messages.find((mail) => mail.id === id) ?? null;
  }

  clear(): void {
    this.messages.length = 0;
  }

  private store(mail: CaughtMail): void {
    this.messages.push(mail);
    if (this.messages.length > this.keep) this.messages.splice(0, this.messages.length - this.keep);
  }

  private async parse(id: string, raw: Buffer, envelope: CaughtMailSummary['envelope']): Promise<CaughtMail> {
    const parsed = await simpleParser(raw, { skipImageLinks: true });
    return {
      id,
      receivedAt: new Date().toISOString(),
      messageId: parsed.messageId ?? null,
      subject: parsed.subject ?? null,
      from: parsed.from?.text ?? null,
      to: addresses(parsed.to),
      envelope,
      size: raw.length,
      html: typeof parsed.html === 'string' ? parsed.html : null,
      text: parsed.text ?? null,
      headers: parsed.headerLines.map(({ line }) => {
        const colon = line.indexOf(':');
        return { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim() };
      }),
      raw: raw.toString('utf8'),
    };
  }
}
