// Message-level helpers for the corpus build: wrapping a reply-parser fixture (a body only) in plausible reply
// headers, a delivery notice's text in its mail system's headers, rebuilding a message from a list archive's page,
// splitting mbox files, removing the headers a mailing list adds, and near-duplicate detection across projects (many
// projects copied each other's samples, and a hold-out copy of a tuning message would make the hold-out figures
// meaningless).
import { createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';

const NAMES = [
  ['Dana Whitfield', 'dana.whitfield@example.net'], ['Marcus Lee', 'mlee@example.org'], ['Priya Raman', 'priya.raman@example.com'],
  ['Tom Becker', 'tbecker@example.net'], ['Ana Souza', 'ana.souza@example.org'], ['Kenji Mori', 'kenji.mori@example.com'],
  ['Sophie Laurent', 'sophie.laurent@example.net'], ['Olu Adeyemi', 'olu.adeyemi@example.org'], ['Greta Holm', 'greta@example.com'],
];
const SUBJECTS = ['Re: Your moving quote', 'Re: Moving estimate for your June move', 'RE: Quote request', 'Re: Following up on your move'];
const KNOWN_HEADER = /^(MIME-Version|Content-Type|Content-Transfer-Encoding|From|To|Cc|Subject|Date|Message-ID|In-Reply-To|References):/i;

/** A stable number from text, for deterministic choices. */
export function stableHash(text) {
  return createHash('sha256').update(text).digest();
}

/** The From header: the fixture's own sender (an address, or a name given an address of its own), else a made-up person. */
function fromLine(sender, name, address) {
  const given = sender?.trim();
  if (!given) return `${name} <${address}>`;
  if (given.includes('@')) return given;
  return `${given} <${given.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}@example.net>`;
}

/**
 * Wraps a fixture body in reply headers: a person's From (the fixture's own sender when the project gives one),
 * To the sales mailbox, Subject "Re: …", In-Reply-To/References to one of our messages, a Date. Leading MIME
 * headers of the fixture (some fixtures carry Content-Type) are kept; `html` marks an HTML body.
 */
export function wrapReplyBody(body, key, { html = false, sender = null } = {}) {
  const digest = stableHash(key);
  const text = body.toString('utf8').replace(/\r\n/g, '\n');
  const lines = text.split('\n');
  let own = [];
  const blank = lines.indexOf('');
  if (blank > 0 && lines.slice(0, blank).every((line) => KNOWN_HEADER.test(line) || /^[ \t]/.test(line))) {
    own = lines.slice(0, blank);
  }
  const content = own.length ? lines.slice(own.length + 1).join('\n') : text;
  const [name, address] = NAMES[digest[0] % NAMES.length];
  const minutes = digest.readUInt16BE(2) % (60 * 24 * 20);
  const date = new Date(Date.UTC(2024, 2, 4, 9, 0) + minutes * 60_000).toUTCString().replace('GMT', '+0000');
  const ours = `<seq-${digest.toString('hex', 4, 12)}@movingco.example>`;
  const has = (field) => own.some((line) => line.toLowerCase().startsWith(`${field.toLowerCase()}:`));
  const headers = [
    has('From') ? null : `From: ${fromLine(sender, name, address)}`,
    has('To') ? null : 'To: Sales <sales@movingco.example>',
    has('Subject') ? null : `Subject: ${SUBJECTS[digest[1] % SUBJECTS.length]}`,
    has('Date') ? null : `Date: ${date}`,
    has('Message-ID') ? null : `Message-ID: <${digest.toString('hex', 12, 24)}@mail.example.net>`,
    has('In-Reply-To') ? null : `In-Reply-To: ${ours}`,
    has('References') ? null : `References: ${ours}`,
    has('MIME-Version') ? null : 'MIME-Version: 1.0',
    has('Content-Type') ? null : `Content-Type: text/${html ? 'html' : 'plain'}; charset=utf-8`,
    has('Content-Transfer-Encoding') ? null : 'Content-Transfer-Encoding: 8bit',
  ].filter(Boolean);
  return Buffer.from(`${[...headers, ...own].join('\n')}\n\n${content}`, 'utf8');
}

/**
 * The messages of an mbox file (the "From " separator lines removed), in file order. A separator is a line
 * "From <sender> <asctime date>" at the start of the file or after a blank line; in a Mailman (pipermail) text
 * archive the sender reads "user at host".
 */
export function splitMbox(buffer) {
  const text = buffer.toString('latin1');
  const separator = /(^|\n\n|\r\n\r\n)From \S+(?: at \S+)? +\w{3} \w{3} +\d{1,2} \d\d:\d\d:\d\d(?: \d{4}| [A-Z]{3,4} \d{4})?[^\n]*\n/g;
  const starts = [];
  for (const match of text.matchAll(separator)) starts.push({ at: match.index + match[1].length, body: match.index + match[0].length });
  return starts.map((start, i) => Buffer.from(text.slice(start.body, i + 1 < starts.length ? starts[i + 1].at : text.length), 'latin1'));
}

const OUR_SUBJECTS = SUBJECTS.map((subject) => subject.replace(/^re:\s*/i, ''));

/**
 * How a mail system heads a failure or delay notice, told from the notice's opening words: the From and Subject
 * its software sends (Postfix, Exim, Sendmail, Gmail, Exchange/Office 365, Kerio). `ours` is the subject of the
 * message the notice reports on. Unrecognised openings get a generic failure notice's heading.
 */
const NOTICE_HEADINGS = [
  [/^This is the mail system at host ([\w.-]+)\./m, (m) => ({ from: `MAILER-DAEMON@${m[1]} (Mail Delivery System)`, subject: 'Undelivered Mail Returned to Sender' })],
  [/^This message was created automatically by mail delivery software\./m, () => ({ from: 'Mail Delivery System <Mailer-Daemon@mx.example.net>', subject: 'Mail delivery failed: returning message to sender' })],
  [/^The original message was received at /m, () => ({ from: 'Mail Delivery Subsystem <MAILER-DAEMON@mx.example.net>', subject: 'Returned mail: see transcript for details' })],
  [/^\*\* Address not found \*\*/m, () => ({ from: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>', subject: 'Delivery Status Notification (Failure)' })],
  [/^\*\* Delivery incomplete \*\*/m, () => ({ from: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>', subject: 'Delivery Status Notification (Delay)' })],
  [/^Uw bericht kan niet worden bezorgd/m, (m, ours) => ({ from: 'postmaster@mail.example.net', subject: `Onbestelbaar: ${ours}` })],
  [/Delivery has failed to these recipients or groups:|^Your message to \S+ couldn't be delivered\.|rejected your message to the following email addresses:/m, (m, ours) => ({ from: 'Microsoft Outlook <postmaster@mail.example.net>', subject: `Undeliverable: ${ours}` })],
  [/^The following message to <[^>]+> was undeliverable\./m, (m, ours) => ({ from: 'postmaster@mail.example.net', subject: `Undeliverable mail: ${ours}` })],
];

/**
 * Wraps the text of a delivery notice (a bounce fixture that keeps only the notice's text, not its headers) in the
 * headers its mail system sends (NOTICE_HEADINGS): From, To the sales mailbox, Subject, Date, Message-ID,
 * Auto-Submitted: auto-replied, a plain-text body. Deterministic for a given key.
 */
export function wrapBounceNotice(body, key) {
  const digest = stableHash(key);
  const text = body.toString('utf8').replace(/\r\n/g, '\n').replace(/^\n+/, '');
  const ours = OUR_SUBJECTS[digest[1] % OUR_SUBJECTS.length];
  let heading = { from: 'Mail Delivery System <MAILER-DAEMON@mx.example.net>', subject: 'Delivery Status Notification (Failure)' };
  for (const [pattern, make] of NOTICE_HEADINGS) {
    const match = pattern.exec(text);
    if (match) {
      heading = make(match, ours);
      break;
    }
  }
  const minutes = digest.readUInt16BE(2) % (60 * 24 * 20);
  const date = new Date(Date.UTC(2024, 2, 4, 9, 0) + minutes * 60_000).toUTCString().replace('GMT', '+0000');
  const headers = [
    `From: ${heading.from}`,
    'To: Sales <sales@movingco.example>',
    `Subject: ${heading.subject}`,
    `Date: ${date}`,
    `Message-ID: <${digest.toString('hex', 12, 24)}@mx.example.net>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return Buffer.from(`${headers.join('\n')}\n\n${text}`, 'utf8');
}

/**
 * Rebuilds a message from a mailing-list archive page (GraseHotspot/mailing-list-archives: a Jekyll page per
 * message with "Header Data" lines and the raw text body): From, To the sales mailbox, Subject (the page title
 * without its date), Date, Message-ID, In-Reply-To/References (the page's "Reply To"), a plain-text body.
 * Null when the page lacks a sender or a body.
 */
export function archivePageMessage(page) {
  const text = page.toString('utf8').replace(/\r\n/g, '\n');
  const unescape = (value) => value.replace(/<br>$/, '').replace(/\\([<>_*[\]])/g, '$1').trim();
  const field = (name) => {
    const match = new RegExp(`^${name}: (.*)$`, 'm').exec(text);
    return match ? unescape(match[1]) : null;
  };
  const title = /^# \d{4}-\d{2}-\d{2} - (.*)$/m.exec(text)?.[1].trim();
  const body = /\{% raw +%\}([\s\S]*?)\{% endraw %\}/.exec(text)?.[1];
  const from = field('From');
  if (!from || body === undefined || !title) return null;
  const id = field('Message ID');
  const replyTo = field('Reply To');
  const parent = replyTo && replyTo !== '_N/A_' && replyTo !== 'N/A' ? replyTo : null;
  const headers = [
    `From: ${from}`,
    'To: Sales <sales@movingco.example>',
    `Subject: ${title}`,
    field('Raw Date') ? `Date: ${field('Raw Date')}` : null,
    id ? `Message-ID: ${id}` : null,
    parent ? `In-Reply-To: ${parent}` : null,
    parent ? `References: ${parent}` : null,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ].filter(Boolean);
  return Buffer.from(`${headers.join('\n')}\n\n${body.replace(/^\n/, '')}`, 'utf8');
}

/**
 * The message an archive page keeps whole (cryptoanarchywiki/mailing-list-archive-generator: the cypherpunks list
 * archive, a Jekyll page per message whose "Raw message" block holds the message's own headers and body, unlike the
 * GraseHotspot pages, whose block holds the body only). The block is taken as it is; null when the page has none or
 * the block does not open with a header line.
 */
export function rawArchivePageMessage(page) {
  const raw = /\{% raw +%\}([\s\S]*?)\{% endraw %\}/.exec(page.toString('utf8'))?.[1];
  const text = raw?.replace(/\r\n/g, '\n').replace(/^\n+/, '');
  if (!text || !/^[\w-]+:[ \t]/.test(text)) return null;
  return Buffer.from(text, 'utf8');
}

/** Mailman's note where it took a non-text attachment out of an archived message (its name and type stay). */
const SCRUBBED_NOTE =
  /\n-{14} next part -{14}\nA non-text attachment was scrubbed\.\.\.\nName: ([^\n]{1,200})\nType: ([\w.+-]{1,60}\/[\w.+-]{1,100})\n(?:[A-Z][\w-]{0,20}: [^\n]{0,300}\n){0,6}/g;

/**
 * A message from a Mailman (pipermail) text archive with its addresses restored: the archive writes
 * "user at host" for "user@host" in the address headers (From, Reply-To, To, Cc). Non-text attachments the archive
 * scrubbed are put back as (empty) attachment parts of their name and type, and a MIME body whose Content-Type header
 * the archive dropped gets it back from its first boundary line, so the message has the structure it was sent with;
 * the rest of the body is untouched.
 */
export function restorePipermailAddresses(raw) {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = text.slice(0, end < 0 ? text.length : end).replace(/^((?:From|Reply-To|To|Cc):.*(?:\r?\n[ \t].*)*)/gim, (field) =>
    field.replace(/([\w.+'=-]+) at ([\w-]+(?:\.[\w-]+)+)/g, '$1@$2'),
  );
  const body = end < 0 ? '' : text.slice(end);
  // The archive drops the Content-Type header but keeps a MIME body as sent ("This is a multi-part message in MIME
  // format.", "------=_NextPart…" over each part's own headers): give it back its boundary so the parts read as parts.
  const mimeBoundary = /^--([^\s]{6,100})[ \t]*\r?\n(?:[ \t]*\r?\n)?content-type:/im.exec(body.slice(0, 4000))?.[1];
  if (mimeBoundary && !/^content-type:/im.test(head)) {
    return Buffer.from(`${head}\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="${mimeBoundary}"${body}`, 'latin1');
  }
  const scrubbed = [...body.matchAll(SCRUBBED_NOTE)];
  if (scrubbed.length === 0 || /^content-type:/im.test(head)) return Buffer.from(head + body, 'latin1');
  const boundary = 'pipermail-restored-parts';
  const parts = [`--${boundary}\nContent-Type: text/plain; charset=iso-8859-1\n\n${body.replace(SCRUBBED_NOTE, '\n').replace(/^\r?\n\r?\n/, '')}`];
  for (const [, name, type] of scrubbed) parts.push(`--${boundary}\nContent-Type: ${type}; name="${name}"\nContent-Disposition: attachment; filename="${name}"\nContent-Transfer-Encoding: base64\n\n`);
  return Buffer.from(`${head}\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="${boundary}"\n\n${parts.join('\n')}\n--${boundary}--\n`, 'latin1');
}

// Mailman's envelope sender ("Return-Path: <linuxppc-dev-bounces+jk=ozlabs.org@lists.ozlabs.org>") is the list's too.
const LIST_HEADER = /^(?:(?:List-[\w-]+|Precedence|X-BeenThere|X-Mailman-[\w-]+|X-List-[\w-]+|Mailing-List|X-Mailing-List|Errors-To|Sender|X-Loop):|Return-Path:[ \t]*<?[^<>\s@]{1,100}-bounces(?:\+[^<>\s@]{1,200})?@)/i;

/** The footer an ezmlm list (php.net's) appends to a plain-text post: "-- \nPHP Internals … Mailing List\nTo unsubscribe, visit: …". */
const EZMLM_FOOTER = /\r?\n-- ?\r?\n[^\r\n]{1,80} Mailing List\r?\nTo unsubscribe, visit: ?[^\r\n]{1,200}\s*$/i;

/**
 * A message saved with a program's log line before its headers (a test fixture captured from a tool's output): the
 * lines before the first header line are removed. Answers the bytes unchanged when the message starts with a header.
 */
export function stripLeadingLogLines(raw) {
  const text = raw.toString('latin1');
  const start = text.search(/^[!-9;-~]+:/m);
  return start <= 0 ? raw : Buffer.from(text.slice(start), 'latin1');
}

/**
 * The message with the headers a mailing list adds removed, and an ezmlm list's plain-text footer with them (the rest of
 * the body is untouched); null when there were no list headers.
 */
export function stripListHeaders(raw) {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const lines = text.slice(0, end).split(/\r?\n/);
  const kept = [];
  let dropping = false;
  let removed = 0;
  for (const line of lines) {
    if (/^[ \t]/.test(line)) {
      if (!dropping) kept.push(line);
      continue;
    }
    dropping = LIST_HEADER.test(line);
    if (dropping) removed += 1;
    else kept.push(line);
  }
  return removed ? Buffer.from(`${kept.join('\n')}${text.slice(end).replace(EZMLM_FOOTER, '\n')}`, 'latin1') : null;
}

const SIGNATURE_SIZE = 64;
const MIN_SHINGLES = 8;

/**
 * The readable text of a message for near-duplicate checks: the decoded text (or HTML) body and every text-like
 * part (delivery reports, returned headers, attached messages), without the message's own headers.
 */
export async function readableText(raw) {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const parts = [parsed.text ?? '', parsed.text ? '' : (parsed.html || '').replace(/<[^>]+>/g, ' ')];
  for (const attachment of parsed.attachments) {
    if (/^(text|message)\//.test(attachment.contentType)) parts.push(attachment.content.toString('utf8').slice(0, 20_000));
  }
  return parts.join('\n');
}

/** Word shingles of a text with addresses and numbers flattened. */
function shingles(text) {
  const words = text
    .slice(0, 40_000)
    .toLowerCase()
    .replace(/[\w.+-]+@[\w.-]+/g, ' @ ')
    .replace(/\d+/g, '0')
    .split(/[^\p{L}0@]+/u)
    .filter(Boolean);
  const set = new Set();
  for (let i = 0; i + 5 <= words.length; i += 1) set.add(words.slice(i, i + 5).join(' '));
  return set;
}

function fnv(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** One extra 32-bit mix per slot, so a shingle is hashed once and remixed SIGNATURE_SIZE times. */
function remix(hash, seed) {
  let x = (hash ^ Math.imul(seed + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** A MinHash signature of a text (similar texts share most of its slots); null when it is too short to compare. */
export function signature(text) {
  const set = shingles(text);
  if (set.size < MIN_SHINGLES) return null;
  const slots = new Uint32Array(SIGNATURE_SIZE).fill(0xffffffff);
  for (const shingle of set) {
    const hash = fnv(shingle);
    for (let seed = 0; seed < SIGNATURE_SIZE; seed += 1) {
      const value = remix(hash, seed);
      if (value < slots[seed]) slots[seed] = value;
    }
  }
  return slots;
}

/** The share of equal slots: an estimate of the two texts' shingle overlap (Jaccard); 0 when either is null. */
export function similarity(a, b) {
  if (!a || !b) return 0;
  let same = 0;
  for (let i = 0; i < SIGNATURE_SIZE; i += 1) if (a[i] === b[i]) same += 1;
  return same / SIGNATURE_SIZE;
}
