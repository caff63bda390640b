// In-memory mailboxes behind the Microsoft Graph fake (graph-fake.ts): folders, messages stored as raw MIME,
// and the change sequence that message delta rounds (nextLink / deltaLink state tokens) are cut from.
import { randomBytes, randomUUID } from 'node:crypto';

export interface GraphEmailAddress {
  emailAddress: { address: string; name: string };
}

export interface GraphMessage {
  id: string;
  folderId: string;
  internetMessageId: string;
  subject: string;
  from: GraphEmailAddress | null;
  toRecipients: GraphEmailAddress[];
  receivedDateTime: string;
  sentDateTime: string;
  createdDateTime: string;
  lastModifiedDateTime: string;
  changeKey: string;
  isRead: boolean;
  bodyPreview: string;
  raw: Buffer;
  /** Position in the mailbox change sequence (bumped on every change). */
  seq: number;
  createdSeq: number;
  deleted: boolean;
}

export interface GraphFolder {
  id: string;
  displayName: string;
  wellKnownName?: string;
}

export interface GraphMailbox {
  /** The user's object id (Graph accepts it or the UPN in /users/{id}). */
  id: string;
  address: string;
  folders: Map<string, GraphFolder>;
  messages: Map<string, GraphMessage>;
}

export interface AddMessageOptions {
  id?: string;
  /** Overrides the Date header (default: the Date header, else now). */
  receivedDateTime?: string | Date;
  isRead?: boolean;
}

/** The state carried by $skiptoken / $deltatoken (opaque to clients, base64url JSON here). */
export interface DeltaState {
  m: string;
  f: string;
  /** Changes after this sequence number belong to the round. */
  s: number;
  /** Last sequence number already returned in this round. */
  c: number;
  /** Round upper bound (the sequence when the round started); 0 in a deltatoken. */
  u: number;
  p: number;
  sel: string | null;
  g: number;
  /** The round's `$filter=receivedDateTime ge|gt X` (X in ms since epoch), carried from its first request on. */
  r?: ReceivedFilter;
}

export type ReceivedFilter = ['ge' | 'gt', number];

export class GraphRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const WELL_KNOWN: Array<[string, string]> = [
  ['inbox', 'Inbox'],
  ['archive', 'Archive'],
  ['deleteditems', 'Deleted Items'],
  ['drafts', 'Drafts'],
  ['sentitems', 'Sent Items'],
  ['junkemail', 'Junk Email'],
];

export const MESSAGE_PROPERTIES = [
  'id', 'createdDateTime', 'lastModifiedDateTime', 'changeKey', 'receivedDateTime', 'sentDateTime', 'hasAttachments',
  'internetMessageId', 'subject', 'bodyPreview', 'isRead', 'parentFolderId', 'from', 'sender', 'toRecipients',
];

function graphId(): string {
  // Exchange ids are long base64 strings, URL-safe, often ending in '='; clients must keep them opaque.
  return `AAMkAD${randomBytes(30).toString('base64url')}AAA=`;
}

function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function decodeWords(value: string): string {
  const joined = value.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1');
  return joined.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, enc: string, text: string) => {
    const encoding: BufferEncoding = /^(iso-8859-1|latin1|windows-1252|us-ascii)$/i.test(charset) ? 'latin1' : 'utf8';
    if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString(encoding);
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString(encoding);
  });
}

function parseAddress(value: string | undefined): GraphEmailAddress | null {
  if (!value) return null;
  const first = value.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)[0].trim();
  const angle = /^(.*?)<([^>]+)>\s*$/.exec(first);
  const address = (angle ? angle[2] : first).trim();
  const name = angle ? decodeWords(angle[1].trim().replace(/^"|"$/g, '')).trim() : '';
  return { emailAddress: { address, name: name || address } };
}

/** Minimal RFC 5322 header parsing: unfolds lines, stops at the first blank line, decodes RFC 2047 words. */
export function parseMimeHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export function encodeDeltaState(state: DeltaState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeDeltaState(token: string): DeltaState | undefined {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<DeltaState>;
    const numbers = [value.s, value.c, value.u, value.p, value.g].every((n) => typeof n === 'number');
    const filter = value.r === undefined || (Array.isArray(value.r) && ['ge', 'gt'].includes(value.r[0]) && typeof value.r[1] === 'number');
    return numbers && filter && typeof value.m === 'string' && typeof value.f === 'string' ? (value as DeltaState) : undefined;
  } catch {
    return undefined;
  }
}

export class MailboxStore {
  readonly mailboxes = new Map<string, GraphMailbox>();
  private seq = 0;

  addMailbox(address: string): GraphMailbox {
    const existing = this.find(address);
    if (existing) return existing;
    const folders = new Map<string, GraphFolder>();
    for (const [wellKnownName, displayName] of WELL_KNOWN) {
      const id = `AQMkAD${randomBytes(18).toString('base64url')}AAAA==`;
      folders.set(id, { id, displayName, wellKnownName });
    }
    const mailbox: GraphMailbox = { id: randomUUID(), address, folders, messages: new Map() };
    this.mailboxes.set(address.toLowerCase(), mailbox);
    return mailbox;
  }

  addFolder(address: string, displayName: string): GraphFolder {
    const mailbox = this.addMailbox(address);
    const id = `AQMkAD${randomBytes(18).toString('base64url')}AAAA==`;
    const folder = { id, displayName };
    mailbox.folders.set(id, folder);
    return folder;
  }

  /** By UPN/address (case-insensitive) or by object id. */
  find(idOrAddress: string): GraphMailbox | undefined {
    const byAddress = this.mailboxes.get(idOrAddress.toLowerCase());
    if (byAddress) return byAddress;
    return [...this.mailboxes.values()].find((mailbox) => mailbox.id.toLowerCase() === idOrAddress.toLowerCase());
  }

  /** A well-known name ('inbox', case-insensitive) or a folder id. */
  folder(mailbox: GraphMailbox, nameOrId: string): GraphFolder | undefined {
    const byId = mailbox.folders.get(nameOrId);
    if (byId) return byId;
    return [...mailbox.folders.values()].find((folder) => folder.wellKnownName === nameOrId.toLowerCase());
  }

  addMessage(address: string, folderNameOrId: string, rawMime: string | Buffer, opts: AddMessageOptions = {}): GraphMessage {
    const mailbox = this.addMailbox(address);
    const folder = this.folder(mailbox, folderNameOrId);
    if (!folder) throw new Error(`graph fake: mailbox ${address} has no folder ${folderNameOrId}`);
    const raw = typeof rawMime === 'string' ? Buffer.from(rawMime, 'utf8') : rawMime;
    const { headers, body } = parseMimeHeaders(raw.toString('utf8'));
    const dateHeader = headers.get('date');
    const sent = dateHeader && !Number.isNaN(Date.parse(dateHeader)) ? new Date(dateHeader) : new Date();
    const received = opts.receivedDateTime ? new Date(opts.receivedDateTime) : sent;
    const now = isoSeconds(new Date());
    const plain = !/^multipart\//i.test(headers.get('content-type') ?? '') && !/base64/i.test(headers.get('content-transfer-encoding') ?? '');
    this.seq++;
    const message: GraphMessage = {
      id: opts.id ?? graphId(),
      folderId: folder.id,
      internetMessageId: headers.get('message-id') ?? `<${randomUUID()}@fake.graph>`,
      subject: decodeWords(headers.get('subject') ?? ''),
      from: parseAddress(decodeWords(headers.get('from') ?? '')),
      toRecipients: (headers.get('to') ?? '')
        .split(',')
        .map((part) => parseAddress(part.trim()))
        .filter((a): a is GraphEmailAddress => a !== null),
      receivedDateTime: isoSeconds(received),
      sentDateTime: isoSeconds(sent),
      createdDateTime: now,
      lastModifiedDateTime: now,
      changeKey: randomBytes(12).toString('base64'),
      isRead: opts.isRead ?? false,
      bodyPreview: plain ? body.replace(/\s+/g, ' ').trim().slice(0, 255) : '',
      raw,
      seq: this.seq,
      createdSeq: this.seq,
      deleted: false,
    };
    mailbox.messages.set(message.id, message);
    return message;
  }

  /** Removes a message; the next delta round reports it with `@removed`. */
  deleteMessage(address: string, id: string): boolean {
    const message = this.find(address)?.messages.get(id);
    if (!message || message.deleted) return false;
    message.deleted = true;
    message.seq = ++this.seq;
    return true;
  }

  message(mailbox: GraphMailbox, id: string): GraphMessage | undefined {
    const message = mailbox.messages.get(id);
    return message && !message.deleted ? message : undefined;
  }

  get currentSeq(): number {
    return this.seq;
  }

  /** One page of a delta round; `state.u` must already be set (the round's upper bound). */
  deltaPage(mailbox: GraphMailbox, state: DeltaState): { items: GraphMessage[]; more: boolean } {
    const candidates = [...mailbox.messages.values()]
      .filter((m) => m.folderId === state.f && m.seq > state.c && m.seq <= state.u)
      .filter((m) => !m.deleted || m.createdSeq <= state.s)
      .filter((m) => receivedWithin(m, state.r))
      .sort((a, b) => a.seq - b.seq);
    return { items: candidates.slice(0, state.p), more: candidates.length > state.p };
  }
}

function receivedWithin(message: GraphMessage, filter: ReceivedFilter | undefined): boolean {
  if (!filter) return true;
  const received = Date.parse(message.receivedDateTime);
  return filter[0] === 'ge' ? received >= filter[1] : received > filter[1];
}

/**
 * The one $filter message delta takes, as Graph's: on the reception date, `receivedDateTime ge|gt <DateTimeOffset>`
 * (e.g. 2026-11-17T10:00:00Z); anything else is a 400.
 */
export function parseDeltaFilter(filter: string | null): ReceivedFilter | undefined {
  if (filter === null) return undefined;
  const match = /^receivedDateTime (ge|gt) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?(?:Z|[+-]\d{2}:\d{2}))$/.exec(filter.trim());
  const at = match ? Date.parse(match[2]) : Number.NaN;
  if (!match || Number.isNaN(at)) {
    throw new GraphRequestError(400, 'ErrorInvalidUrlQueryFilter', 'The query filter contains one or more invalid nodes. Change tracking on messages supports only a receivedDateTime ge or gt filter.');
  }
  return [match[1] as 'ge' | 'gt', at];
}

export function parseSelect(select: string | null): string[] | undefined {
  if (!select) return undefined;
  const names = select.split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!MESSAGE_PROPERTIES.includes(name)) {
      throw new GraphRequestError(400, 'RequestBroker--ParseUri', `Could not find a property named '${name}' on type 'microsoft.graph.message'.`);
    }
  }
  return names;
}

export function messageJson(message: GraphMessage, select: string[] | undefined, inDelta: boolean): Record<string, unknown> {
  const head = { '@odata.type': '#microsoft.graph.message', '@odata.etag': `W/"${message.changeKey}"` };
  if (message.deleted) return { ...(inDelta ? { '@odata.type': head['@odata.type'] } : {}), id: message.id, '@removed': { reason: 'deleted' } };
  const full: Record<string, unknown> = {
    id: message.id,
    createdDateTime: message.createdDateTime,
    lastModifiedDateTime: message.lastModifiedDateTime,
    changeKey: message.changeKey,
    receivedDateTime: message.receivedDateTime,
    sentDateTime: message.sentDateTime,
    hasAttachments: false,
    internetMessageId: message.internetMessageId,
    subject: message.subject,
    bodyPreview: message.bodyPreview,
    isRead: message.isRead,
    parentFolderId: message.folderId,
    from: message.from,
    sender: message.from,
    toRecipients: message.toRecipients,
  };
  const names = select ? ['id', ...select] : MESSAGE_PROPERTIES;
  const out: Record<string, unknown> = inDelta ? { ...head } : { '@odata.etag': head['@odata.etag'] };
  for (const name of names) out[name] = full[name];
  return out;
}
