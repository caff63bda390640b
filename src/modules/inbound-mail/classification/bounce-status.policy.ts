/**
 * Enhanced status codes (RFC 3463, plus the Microsoft extensions such as 5.4.310 and 5.7.708) read together with the
 * remote server's words → what a bounce means for the contact. Only `hard` is the address's fault; `policy` means the
 * receiving side refused our mail (authentication, reputation, block lists, content, our sender address) and must
 * never count against the contact; `soft` is temporary or about this one message (a full mailbox, a message too big).
 * Words that name the reason plainly decide over a code that says nothing (5.0.0, 5.5.0, a bare 550, 4.0.0, and the
 * catch-all 5.7.1 that servers answer for everything); a precise code decides over vague words. A block list, an
 * IP-reputation refusal, a refused sender or a group that will not take our post is policy whatever the code says,
 * and a full mailbox or an oversized message is soft whatever the code says. The remote server's own answer (the
 * diagnostic) is read before the rest of the notice, whose boilerplate may say anything.
 */
import { MAILBOX_FULL, MESSAGE_SIZE, POLICY_REASON, REFUSED_SENDER, SOFT_REASON, TEMPORARY, USER_UNKNOWN } from './bounce-words.constants';
import type { BounceClass } from './inbound-mail.types';

/** 'x.y.z' codes in text; not the tail of an IP address or a version number ("v4.6.1"). */
const STATUS_IN_TEXT = /(?<![\w.])([245])\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)/g;
const SMTP_REPLY = /(?<![\d.])([45]\d\d)[\s-](?!\d)/;

/** Refusals that do not say why: they side with policy only when a code says nothing else. */
const REFUSAL = /\b(rejected|refused|denied|not accepting connections|rate limited)\b/i;
/** The vaguest recipient refusal ("Recipient address rejected", "<bob@example.org> Rejected"): hard only when nothing says otherwise. */
const RECIPIENT_REJECTED = /\b(?:recipient (?:address )?|(?<!(?:sender|from|ip) )address )rejected\b|(?<!(?:sender|from):? <?)\b[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}>? rejected\b/i;

/** Where in the SMTP dialogue the server refused: before any recipient (our IP, name or sender) or after it took them (the message). */
const SENDER_STAGE = /\b(?:after|in reply to) (?:the )?(?:initial connection|connect|greeting|banner|ehlo|helo|mail from)\b|\bmy name was rejected\b/i;
const DATA_STAGE = /\b(?:after|in reply to) (?:the )?(?:end of )?data\b/i;
/** Sendmail's transcript: a host that answered our connection with a permanent refusal before we sent any command. */
const GREETING_REFUSAL = /\bwhile talking to [\w.-]{1,255}:? <<< 5\d\d\b/i;

type Reason = 'unknown' | 'full' | 'policy' | 'soft' | 'temporary' | 'recipient' | 'refusal';

/** Reasons that still decide when Sendmail's transcript shows a refusal at the greeting. */
const PLAINER_THAN_GREETING = new Set<Reason>(['unknown', 'full', 'soft']);

/** The plainest reason the words give, strongest first; null when they name none. */
function reasonOf(words: string): Reason | null {
  if (USER_UNKNOWN.test(words)) return 'unknown';
  if (MAILBOX_FULL.test(words) || MESSAGE_SIZE.test(words)) return 'full';
  if (POLICY_REASON.test(words)) return 'policy';
  if (SOFT_REASON.test(words)) return 'soft';
  if (TEMPORARY.test(words)) return 'temporary';
  if (RECIPIENT_REJECTED.test(words)) return 'recipient';
  if (REFUSAL.test(words)) return 'refusal';
  return null;
}

/** Reasons that only say "refused" or "try later": a plainer reason elsewhere in the notice is the better one. */
const VAGUE = new Set<Reason>(['temporary', 'recipient', 'refusal']);

/** Reasons plain enough to be taken from the notice's own words (its boilerplate translates every answer into "service unavailable"). */
const PLAIN = new Set<Reason>(['unknown', 'full']);

/** The remote server's answer first; the notice's own words when the answer says nothing, or only something vague that they make plain. */
function reasonOfAnswer(diagnostic: string, notice: string, catchAll: boolean): Reason | null {
  const answer = reasonOf(diagnostic);
  const context = reasonOf(notice);
  if (context !== null && PLAIN.has(context) && (answer === null || VAGUE.has(answer))) return context;
  // Under a catch-all refusal code only the plain reasons of the notice count; the code itself says policy.
  if (answer === null && !catchAll) return context;
  return answer;
}

const CLASS_OF_REASON: Readonly<Record<Reason, BounceClass>> = { unknown: 'hard', recipient: 'hard', full: 'soft', soft: 'soft', temporary: 'soft', policy: 'policy', refusal: 'policy' };

/**
 * The enhanced status codes in the text, as 'x.y.z': the most precise one (a failure code whose detail is not 0) when
 * there are several ("5.1.0 - Unknown address error 550-'5.2.2 Mailbox Full'"), else the first; success codes only
 * when the text holds nothing else.
 */
export function statusInText(text: string): string | null {
  const codes = [...text.slice(0, 8000).matchAll(STATUS_IN_TEXT)].slice(0, 20).map((match) => `${match[1]}.${Number(match[2])}.${Number(match[3])}`);
  const failures = codes.filter((code) => code[0] !== '2');
  return failures.find((code) => !code.endsWith('.0')) ?? failures[0] ?? codes[0] ?? null;
}

/**
 * A status for a report that gives only a basic SMTP reply (550, 452...) or words: the class digit from the reply,
 * the detail from the words. null when neither says anything.
 */
export function statusFromWords(text: string): string | null {
  const classDigit = SMTP_REPLY.exec(text)?.[1][0] ?? null;
  if (REFUSED_SENDER.test(text)) return `${classDigit ?? '5'}.7.1`;
  const reason = reasonOf(text);
  if (reason === 'unknown' || reason === 'recipient') return `${classDigit ?? '5'}.1.1`;
  if (reason === 'full') return classDigit === '5' ? '5.2.2' : '4.2.2';
  if (reason === 'policy' || reason === 'refusal') return `${classDigit ?? '5'}.7.1`;
  if (classDigit === '4' || reason === 'soft' || reason === 'temporary') return '4.0.0';
  if (classDigit === '5') return '5.0.0';
  return null;
}

/** Codes whose detail says nothing about whose fault it was: the words decide. */
const GENERIC = new Set(['5.0.0', '5.5.0', '5.3.0', '5.1.0', '5.2.0', '5.4.0', '5.5.1', '5.5.2', '5.5.4', '4.0.0']);
/** The catch-all refusals ("delivery not authorized"): a plain reason in the words wins, else policy. */
const CATCH_ALL_POLICY = new Set(['5.7.0', '5.7.1']);

/** Office 365's refusal of a recipient: hard unless its words name another reason. */
const RECIPIENT_REFUSED = '5.4.1';
/** 5.4.1 no such recipient here (Office 365), 5.4.4 unroutable domain, 5.4.310 the domain does not exist. */
const HARD_ROUTING = new Set([1, 4, 310]);

/**
 * 5.7.13 the user's account is disabled; 5.7.17 / 5.7.18 the mailbox's or the domain's owner has changed (RFC 7372);
 * 5.7.27 a null MX: the host takes no mail at all (Sendmail reports a recipient's null MX with it; a refused sender
 * with a null MX is read from its words before the code).
 */
const HARD_SECURITY = new Set([13, 17, 18, 27]);

/** A precise 5.x.x code → its class. */
function classOfPermanent(subject: number, detail: number): BounceClass {
  switch (subject) {
    case 1:
      // 5.1.7 / 5.1.8: our sender address was refused, not the contact's.
      return detail === 7 || detail === 8 ? 'policy' : 'hard';
    case 2:
      // 5.2.2 mailbox full, 5.2.3 message too big for it, 5.2.4 the address is a list that could not be expanded (the
      // list's trouble, not a dead mailbox).
      return detail === 2 || detail === 3 || detail === 4 ? 'soft' : 'hard';
    case 3:
      // 5.3.2: the system does not accept mail at all.
      return detail === 2 ? 'hard' : 'soft';
    case 4:
      return HARD_ROUTING.has(detail) ? 'hard' : 'soft';
    case 5:
      return 'hard';
    case 7:
      return HARD_SECURITY.has(detail) ? 'hard' : 'policy';
    default:
      return 'policy';
  }
}

/** An address's local part is a name, not a reason: "dmarc@reports.example" or "spam@…" must not read as a refusal. */
const LOCAL_PART = /(?<![\w.+-])[\w.+-]{1,64}@(?=[\w-]{1,63}\.)/g;
const neutralAddresses = (text: string): string => text.replace(LOCAL_PART, 'user@');
/**
 * RFC 5321's canned text for reply 550, which servers send whatever the reason ("Requested action not taken: mailbox
 * unavailable" — 1&1 answers an IP block with it). Beside a catch-all security code (5.7.0, 5.7.1) it names no reason
 * and the code decides; alone, it is the only hint and reads as a lost mailbox, as it mostly is.
 */
const CANNED_550 = /\brequested action not taken:? mailbox unavailable\b/gi;
const withoutCannedText = (text: string, status: string | null): string => (status !== null && CATCH_ALL_POLICY.has(status) ? text.replace(CANNED_550, ' ') : text);

/**
 * The class of a bounce from its status code (null when the report states none), the remote server's answer and the
 * rest of the notice (its subject and wording).
 */
export function bounceClassOf(status: string | null, answer: string, context = ''): BounceClass {
  // Notices wrap the server's answer over several lines ("Mail quota\n    exceeded"): the words are read with their spacing folded.
  const diagnostic = withoutCannedText(neutralAddresses(answer.slice(0, 2000).replace(/\s+/g, ' ')), status);
  const notice = withoutCannedText(neutralAddresses(context.slice(0, 8000).replace(/\s+/g, ' ')), status);
  const words = `${diagnostic}\n${notice}`;
  if (REFUSED_SENDER.test(words)) return 'policy';
  const klass = classOfCodeAndWords(status, diagnostic, notice, words);
  // Refused at the greeting, with no plainer reason anywhere: our IP or name was refused, whatever Sendmail's summary line says.
  if (klass !== 'policy' && GREETING_REFUSAL.test(words) && !PLAINER_THAN_GREETING.has(reasonOf(words) ?? 'refusal')) return 'policy';
  if (klass !== 'hard') return klass;
  // Refused before any recipient was named, the address cannot be at fault; refused after the recipients were taken, only plain words make it the address.
  if (SENDER_STAGE.test(words)) return 'policy';
  if (DATA_STAGE.test(words) && !USER_UNKNOWN.test(words)) return 'policy';
  return klass;
}

function classOfCodeAndWords(status: string | null, diagnostic: string, notice: string, words: string): BounceClass {
  const reason = reasonOfAnswer(diagnostic, notice, status !== null && CATCH_ALL_POLICY.has(status));
  const digit = status?.[0] ?? SMTP_REPLY.exec(words)?.[1][0] ?? null;
  const [, subject, detail] = (status ?? '0.0.0').split('.').map(Number);
  // x.0.x says only "other or undefined": the words decide, as for the generic codes.
  if (status === null || GENERIC.has(status) || subject === 0 || subject > 7) return reason ? CLASS_OF_REASON[reason] : digit === '5' ? 'hard' : 'soft';
  // A final failure on a temporary code: policy when the words name a refusal of our mail, hard when an address or
  // mailbox status (4.1.x, 4.2.x) comes with words that the address is gone or disabled.
  if (digit === '4') return reason === 'policy' ? 'policy' : reason === 'unknown' && (subject === 1 || subject === 2) ? 'hard' : 'soft';
  // Office 365 answers every refused recipient with 5.4.1; other servers use it for their own refusals ("Mail rejected by destination domain").
  if (status === RECIPIENT_REFUSED && reason !== null && reason !== 'temporary') return CLASS_OF_REASON[reason];
  if (CATCH_ALL_POLICY.has(status)) return reason === 'unknown' || reason === 'full' || reason === 'soft' || reason === 'temporary' ? CLASS_OF_REASON[reason] : 'policy';
  // A full mailbox or an oversized message is soft whatever the code; failures on the way are soft for routing codes.
  if (reason === 'full') return 'soft';
  if ((reason === 'soft' || reason === 'temporary') && (subject === 3 || subject === 4 || subject === 5)) return 'soft';
  return classOfPermanent(subject, detail);
}
