/**
 * Enhanced status codes (RFC 3463, plus the Microsoft extensions such as 5.4.310 and 5.7.708) → what a bounce means
 * for the contact. Only `hard` is the address's fault; `policy` means the receiving side refused our mail
 * (authentication, reputation, content, our sender address) and must never count against the contact.
 */
import type { BounceClass } from './inbound-mail.types';

/** 'x.y.z' codes in text; not the tail of an IP address or a version number. */
const STATUS_IN_TEXT = /(?<![\d.])([245])\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)/;
const SMTP_REPLY = /(?<![\d.])([45]\d\d)[\s-](?!\d)/;

const USER_UNKNOWN =
  /\b(user unknown|unknown user|no such (user|mailbox|recipient|person)|does not exist|doesn'?t exist|not exist|mailbox (is )?(unavailable|not found)|recipient not found|address not found|invalid (recipient|mailbox|address)|recipient address rejected|recipnotfound|account (has been |is )?(disabled|deactivated|suspended|closed)|unknown (local part|recipient|address)|no mailbox here|not a valid mailbox|address (couldn'?t|could not) be found|unrouteable address|couldn'?t be found|mailbox disabled|user not found|doesn'?t have an? [\w.-]+ account|host unknown|host not found|domain not found|no such domain|unroutable address|usuario desconocido|no existe)\b/i;
const MAILBOX_FULL = /\b(mailbox (is )?full|over ?quota|quota exceeded|exceeded (the )?storage|insufficient (system )?storage|mailbox size limit|out of storage|full mailbox|buz[oó]n (est[aá] )?lleno)\b/i;
const POLICY =
  /\b(spam|blocked|block ?list|black ?list|spamhaus|barracuda|reputation|dmarc|dkim|spf|not authori[sz]ed|unauthenticated|policy|rejected for policy reasons|content rejected|relay(ing)? (access )?denied|access denied|sender (address )?rejected|banned|ptr record|reverse dns|rdns|unverif(?:y|i)able|reputation|rate limited|open relay|not accepting connections|rejected|refused|listed at|blacklisted|5\.7\.\d+)\b/i;
const TEMPORARY = /\b(try again later|temporar(il)?y|greylist(ed|ing)?|deferred|timed? ?out|connection (refused|timed out)|too many (connections|messages)|rate limit|delayed|will retry|still trying|service (?:currently |temporarily )?unavailable|system error|internal (?:system )?error|message expired|socket error|(?:could not|unable to|did not accept our requests to) connect|no route to host|(?:network|host) (?:is )?unreachable)\b/i;

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
  if (USER_UNKNOWN.test(text)) return `${classDigit ?? '5'}.1.1`;
  if (MAILBOX_FULL.test(text)) return classDigit === '5' ? '5.2.2' : '4.2.2';
  if (POLICY.test(text)) return `${classDigit ?? '5'}.7.1`;
  if (classDigit === '4' || TEMPORARY.test(text)) return '4.0.0';
  if (classDigit === '5') return '5.0.0';
  return null;
}

/** Codes whose detail says nothing about whose fault it was: the diagnostic's words decide. */
const GENERIC = new Set(['5.0.0', '5.5.0', '5.3.0', '5.1.0', '5.2.0', '5.4.0', '5.5.1', '5.5.2', '5.5.4']);

/** 5.4.1 no such recipient here (Office 365), 5.4.4 unroutable domain, 5.4.310 the domain does not exist. */
const HARD_ROUTING = new Set([1, 4, 310]);

export function bounceClassOf(status: string, diagnostic: string): BounceClass {
  const [klass, subject, detail] = status.split('.').map(Number);
  if (klass === 4) return 'soft';
  if (GENERIC.has(status)) {
    if (POLICY.test(diagnostic) && !USER_UNKNOWN.test(diagnostic)) return 'policy';
    if (MAILBOX_FULL.test(diagnostic)) return 'soft';
    if (TEMPORARY.test(diagnostic) && !USER_UNKNOWN.test(diagnostic)) return 'soft';
    return 'hard';
  }
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
