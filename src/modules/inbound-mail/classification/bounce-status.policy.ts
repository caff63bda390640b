/**
 * Enhanced status codes (RFC 3463, plus the Microsoft extensions such as 5.4.310 and 5.7.708) read together with the
 * remote server's words → what a bounce means for the contact. Only `hard` is the address's fault; `policy` means the
 * receiving side refused our mail (authentication, reputation, block lists, content, our sender address) and must
 * never count against the contact.
 * Words that name the reason plainly decide over a code that says nothing (5.0.0, 5.5.0, a bare 550, 4.0.0); a precise
 * code decides over vague words. A block list, an IP-reputation refusal or a group that will not take our post is
 * policy whatever the code says (servers answer 5.1.1 or 4.7.x for them too).
 */
import type { BounceClass } from './inbound-mail.types';

/** 'x.y.z' codes in text; not the tail of an IP address or a version number. */
const STATUS_IN_TEXT = /(?<![\d.])([245])\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)/;
const SMTP_REPLY = /(?<![\d.])([45]\d\d)[\s-](?!\d)/;

/** Our sending IP or domain is listed, throttled for reputation, or not allowed to post: policy, whatever the code. */
const REFUSED_SENDER =
  /\b(spamhaus|barracuda(?:central)?|sorbs|spam ?cop|uceprotect|abuseat|surbl|uribl|invaluement|mailspike|psbl|dnsbl|rbl|block ?list(?:ed)?|black ?list(?:ed)?|deny ?list(?:ed)?|blocked using|(?<!not )listed (?:at|on|in|by)|ip reputation|(?:poor|bad|low|sender|sending) reputation|rate limited due to|has exceeded the rate limit|(?:not|isn'?t) allowed to post|(?:do not|don'?t) have permission to post|permission to post|not authori[sz]ed to post|user complaints|unsolicited (?:mail|e-?mail|bulk)|tss0\d|sender address rejected|domain of sender address|sender (?:verify|verification) failed|sender domain (?:not found|does not exist|must exist))\b/i;
const USER_UNKNOWN =
  /\b(user unknown|unknown user|no such (?:user|mailbox|recipient|person|address|domain|host)|does not exist|doesn'?t exist|not exist|mailbox (?:is )?(?:unavailable|not found|not available|disabled)|recipient not found|recipient ?not ?found|recip ?not ?found|address not found|invalid (?:recipient|mailbox|address|domain)|recipient address rejected|account (?:has been |is )?(?:disabled|deactivated|suspended|closed|discontinued)|disabled or discontinued|unknown (?:local part|recipient|address|alias|mailbox)|no mailbox here|not a valid (?:mailbox|recipient|address)|address (?:couldn'?t|could not) be found|unrouteable address|couldn'?t be found|user not found|doesn'?t have an? [\w.-]+ account|host unknown|host not found|domain not found|domain name not found|host or domain name not found|no mx records?(?: found)?|mx record (?:not found|lookup failed)|not listed in (?:the )?(?:domino directory|public name|name (?:&|and) address book)|addressee unknown|bad destination mailbox|unroutable address|usuario desconocido|no existe|unbekannt|inconnu|n'existe pas)\b/i;
const MAILBOX_FULL =
  /\b(mail ?box (?:is |was )?(?:currently )?(?:full|over (?:the )?(?:allowed )?quota|at capacity|exceeded)|inbox is full|over ?quota|quota exceeded|exceeded (?:the |his |her |their )?(?:storage|quota|mailbox)|insufficient (?:system )?storage|mailbox size limit|out of storage|full mailbox|mail ?folder is over|user is over (?:the |their )?quota|not enough (?:storage|disk) space|buz[oó]n (?:est[aá] )?lleno|postfach (?:ist )?voll|bo[iî]te (?:aux lettres )?pleine)\b/i;
/** Words that name a refusal of our mail for what it is or where it comes from. */
const POLICY_REASON =
  /\b(spam|junk|unsolicited|blocked|reputation|dmarc|dkim|spf|authenticat\w*|not authori[sz]ed|unauthenticated|polic(?:y|ies)|content (?:rejected|filter\w*|restrictions?)|relay(?:ing)? (?:access )?(?:denied|not permitted)|access denied|banned|ptr record|reverse dns|rdns|cannot find your hostname|client host rejected|open relay|administrative prohibition|virus|malware|phishing|suspicious|5\.7\.\d+)\b/i;
/** Refusals that do not say why: they side with policy only when a code says nothing else. */
const REFUSAL = /\b(rejected|refused|denied|not accepting connections|rate limited)\b/i;
const GREYLIST = /\bgr[ae]ylist(?:ed|ing)?\b/i;
const TEMPORARY =
  /\b(try again later|temporar(?:il)?y|greylist(?:ed|ing)?|deferred|timed? ?out|connection (?:refused|timed out)|too many (?:connections|messages)|rate limit|delayed|will retry|still trying|service (?:currently |temporarily )?unavailable|system error|internal (?:system )?error|message expired|socket error|(?:could not|unable to|did not accept our requests to) connect|no route to host|(?:network|host) (?:is )?unreachable)\b/i;

/** The first enhanced status code in the text, as 'x.y.z'. */
export function statusInText(text: string): string | null {
  const match = STATUS_IN_TEXT.exec(text);
  return match ? `${match[1]}.${Number(match[2])}.${Number(match[3])}` : null;
}

/**
 * A status for a report that gives only a basic SMTP reply (550, 452...) or words: the class digit from the reply,
 * the detail from the words. null when neither says anything.
 */
export function statusFromWords(text: string): string | null {
  const reply = SMTP_REPLY.exec(text);
  const classDigit = reply ? reply[1][0] : null;
  if (REFUSED_SENDER.test(text)) return `${classDigit ?? '5'}.7.1`;
  if (USER_UNKNOWN.test(text)) return `${classDigit ?? '5'}.1.1`;
  if (MAILBOX_FULL.test(text)) return classDigit === '5' ? '5.2.2' : '4.2.2';
  if (POLICY_REASON.test(text) || REFUSAL.test(text)) return `${classDigit ?? '5'}.7.1`;
  if (classDigit === '4' || TEMPORARY.test(text)) return '4.0.0';
  if (classDigit === '5') return '5.0.0';
  return null;
}

/** Codes whose detail says nothing about whose fault it was: the diagnostic's words decide. */
const GENERIC = new Set(['5.0.0', '5.5.0', '5.3.0', '5.1.0', '5.2.0', '5.4.0', '5.5.1', '5.5.2', '5.5.4', '4.0.0']);

/** 5.4.1 no such recipient here (Office 365), 5.4.4 unroutable domain, 5.4.310 the domain does not exist. */
const HARD_ROUTING = new Set([1, 4, 310]);

/** A code that names nothing: the words, else the class digit (a permanent failure with no reason is taken as hard). */
function classOfWords(permanent: boolean, words: string): BounceClass {
  if (USER_UNKNOWN.test(words)) return 'hard';
  if (MAILBOX_FULL.test(words)) return 'soft';
  if (POLICY_REASON.test(words)) return 'policy';
  if (TEMPORARY.test(words) || GREYLIST.test(words)) return 'soft';
  if (REFUSAL.test(words)) return 'policy';
  return permanent ? 'hard' : 'soft';
}

/** A precise 5.x.x code → its class. */
function classOfPermanent(subject: number, detail: number): BounceClass {
  switch (subject) {
    case 1:
      // 5.1.7 / 5.1.8: our sender address was refused, not the contact's.
      return detail === 7 || detail === 8 ? 'policy' : 'hard';
    case 2:
      if (detail === 2) return 'soft';
      if (detail === 3) return 'policy';
      return 'hard';
    case 3:
      return detail === 4 ? 'policy' : 'soft';
    case 4:
      return HARD_ROUTING.has(detail) ? 'hard' : 'soft';
    case 5:
      return 'hard';
    case 6:
    case 7:
      return 'policy';
    default:
      return 'hard';
  }
}

/** The class of a bounce from its status code (null when the report states none) and the server's words. */
export function bounceClassOf(status: string | null, words: string): BounceClass {
  if (REFUSED_SENDER.test(words)) return 'policy';
  if (status === null) {
    const inferred = statusFromWords(words);
    return inferred === null ? 'soft' : bounceClassOf(inferred, '');
  }
  const [klass, subject, detail] = status.split('.').map(Number);
  if (GENERIC.has(status)) return classOfWords(klass === 5, words);
  // A temporary failure is soft unless the words name a refusal of our mail (4.7.x reputation throttling).
  if (klass === 4) return !GREYLIST.test(words) && POLICY_REASON.test(words) ? 'policy' : 'soft';
  return classOfPermanent(subject, detail);
}
