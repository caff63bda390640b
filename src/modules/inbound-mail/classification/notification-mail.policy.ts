/**
 * Tracker and commit notifications: the mail an issue tracker sends when a ticket changes (Trac, Bugzilla, Redmine,
 * Jira, GitHub…) and the mail a version-control hook sends for a commit (Subversion, CVS, git). They are threaded
 * (a ticket's mails answer its first one) and carry a person's words (the comment, the commit log), so neither the
 * reply rules nor the bulk rules see them as machine mail; they are `other`. Evidence: the tracker's or the hook's
 * own headers or mailer name, else the body's shape at the top of the message's own text — a ticket's field table or
 * URL line, a commit mail's Author/New Revision head (or CVS's "Update of") with its changed paths, log or diff.
 * A person who quotes or forwards such a mail keeps it below their own words ("> " lines, a forwarded block), where
 * these rules do not look.
 */
import { ownTop } from './delivery-notice.policy';
import { header } from './inbound-message.mapper';
import type { InboundMessage } from './inbound-mail.types';
import {
  ALERT_DIGEST, BOT_ADDRESS, FORM_BROWSER_LINE, FORM_FIELD_LINE, FORM_MAIL_HEAD, MIN_FORM_FIELDS, RECEIPT_SUBJECT, SCAN_NOTICE, BOT_NAME, SELECTION_NOTICE, SERVICE_ADDRESS, BOT_SIGNATURE, CALENDAR_INVITATION_TEXT, COMMIT_HOOK_HEADERS, FAX_NOTICE, MMS_NOTICE, DMARC_REPORT_SUBJECT, DMARC_REPORT_TEXT, COMMIT_PARTS, CVS_COMMIT_HEAD, CVS_LOG_ACCUM_HEAD, UNDERLINED_COMMIT_PARTS, MAX_NOTIFICATION_SCAN, MIN_COMMIT_PARTS, SVN_COMMIT_HEAD, TICKET_BODY, TICKET_FIELD_LINE, MIN_TICKET_FIELDS, TRACKER_HEADER_PREFIXES, TRACKER_MAILER,
} from './notification-mail.constants';

function trackerHeader(message: InboundMessage): string | null {
  for (const name of message.headers.keys()) {
    if (TRACKER_HEADER_PREFIXES.some((prefix) => name.startsWith(prefix)) || COMMIT_HOOK_HEADERS.includes(name)) return name;
  }
  return null;
}

/**
 * A receipt a shop or an app sends on its own, named by its subject; one that answers a message (In-Reply-To,
 * References) is a person's reply whatever its subject says.
 */
function unansweredReceipt(message: InboundMessage): string | null {
  if (message.inReplyTo !== null || message.references.length > 0) return null;
  const subject = message.subject.trim().slice(0, 200);
  return RECEIPT_SUBJECT.test(subject) ? `a shop's or an app's receipt (subject "${subject.slice(0, 80)}")` : null;
}

/** Whether the text's top holds a ticket's field record: enough distinct fields, its status and its priority or severity. */
function ticketRecord(top: string): boolean {
  const fields = new Set([...top.slice(0, 2000).matchAll(TICKET_FIELD_LINE)].map((match) => match[1].toLowerCase().replace(/[ \t]/g, '')));
  return fields.size >= MIN_TICKET_FIELDS && fields.has('status') && (fields.has('priority') || fields.has('severity'));
}

/** The reason a message reads as a tracker's or a commit hook's notification; null when it does not. */
export function trackerNotification(message: InboundMessage): string | null {
  const name = trackerHeader(message);
  if (name) return `tracker or commit notification: ${name} header`;
  const mailer = TRACKER_MAILER.exec(`${header(message, 'x-mailer')} ${header(message, 'user-agent')}`.slice(0, 300));
  if (mailer) return `tracker or commit notification: sent by ${mailer[0]}`;
  if (SERVICE_ADDRESS.test(message.from)) return `build or tracker notification: sent by the service's own address ${message.from}`;
  const top = ownTop(message.text).slice(0, MAX_NOTIFICATION_SCAN);
  if (DMARC_REPORT_SUBJECT.test(message.subject.slice(0, 300)) || DMARC_REPORT_TEXT.test(top)) return 'a DMARC report about a domain\'s mail, not an answer to it';
  if (BOT_ADDRESS.test(message.from) || BOT_NAME.test(message.fromName.slice(0, 200))) return `a bot's mail: sent by ${message.fromName ? `"${message.fromName.slice(0, 60)}" ` : ''}${message.from}`;
  // Read in the whole text: a bot signs below its signature separator (a quoted bot's line starts with '>').
  if (BOT_SIGNATURE.test(message.text.slice(0, MAX_NOTIFICATION_SCAN))) return 'a bot\'s notification (it says it is a bot)';
  const calendar = CALENDAR_INVITATION_TEXT.exec(top);
  if (calendar) return `a calendar invitation ("${calendar[0]}") in the message's own text`;
  const fax = FAX_NOTICE.exec(top);
  if (fax) return `a fax or voicemail service's notice ("${fax[0].trim()}")`;
  const mms = MMS_NOTICE.exec(top.slice(0, 1500));
  if (mms) return `a mobile carrier's picture-message notice ("${mms[0].trim()}")`;
  const scan = SCAN_NOTICE.exec(top.slice(0, 2000));
  if (scan) return `a scanner's scan-to-email notice ("${scan[0].trim().slice(0, 80)}")`;
  const receipt = unansweredReceipt(message);
  if (receipt) return receipt;
  if (FORM_MAIL_HEAD.test(top.slice(0, 500))) return 'a web form\'s submission mailed on by its script ("Below is the result of your feedback form")';
  if (FORM_BROWSER_LINE.test(top.slice(0, 4000)) && (top.slice(0, 4000).match(FORM_FIELD_LINE) ?? []).length >= MIN_FORM_FIELDS) return "a web form's submission mailed on by its script (fields, then the visitor's browser)";
  const digest = ALERT_DIGEST.exec(top.slice(0, 1000));
  if (digest) return `a monitoring service's digest ("${digest[0]}")`;
  const selection = SELECTION_NOTICE.exec(top.slice(0, 1500));
  if (selection) return `a selection or award form letter ("${selection[0]}")`;
  const ticket = TICKET_BODY.find((pattern) => pattern.test(top));
  if (ticket) return `tracker notification: a ticket's ${ticket === TICKET_BODY[0] ? 'field table' : 'notification lines'} in the message's own text`;
  if (ticketRecord(top)) return "tracker notification: a ticket's fields (status, priority and more) in the message's own text";
  const head = SVN_COMMIT_HEAD.exec(top) ?? CVS_COMMIT_HEAD.exec(top) ?? CVS_LOG_ACCUM_HEAD.exec(top.trimStart().split('\n', 1)[0]);
  if (head && COMMIT_PARTS.filter((pattern) => pattern.test(top)).length >= MIN_COMMIT_PARTS) return `commit notification: "${head[0].split('\n')[0].slice(0, 60)}" over the changed paths, log or diff`;
  return UNDERLINED_COMMIT_PARTS.every((pattern) => pattern.test(top)) ? 'commit notification: its log message and changed files, each underlined' : null;
}
