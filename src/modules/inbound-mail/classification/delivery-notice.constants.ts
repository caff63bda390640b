/**
 * The wording of delivery notices (delivery-notice.policy decides with it whether a message is a mail system's
 * notice): their subjects, the openings only mail systems write, failure sentences, challenge-response requests.
 * Every phrase is bounded, so each pattern is one linear scan of the (capped) text it is given.
 */
import { phrases } from './bounce-words.constants';

/** A subject pattern: one of the phrases at its start, after an optional "[tag]". */
function subjectStarts(list: readonly string[]): RegExp {
  return new RegExp(`^(?:\\[[^\\]]{1,40}\\]\\s*)?(?:${list.join('|')})`, 'i');
}

/** Subjects of failure notices. */
export const FAILURE_SUBJECT = subjectStarts([
  'undeliverable', 'undelivered mail', 'delivery status notification',
  'mail delivery (?:status notification|failed|failure|problem|error)', 'failure notice', 'returned mail',
  '(?:permanent )?delivery (?:failure|failed|has failed|status|notification|error|problem)',
  '(?:failed|failure) delivery', 'message delivery (?:has )?failed', 'message not delivered', 'mail system error',
  'mail failed', 'mail failure', 'mail could not be delivered', 'could not send message',
  'there was an error sending your mail', 'nondeliverable', 'non[- ]?delivery', '(?:message |mail )?returned to sender',
  'failed mail', 'mail error', 'e-?mail not delivered', 'e-?mail non recapitat[ao]', 'unzustellbar', 'nicht zustellbar', 'non remis', 'non distribuable',
  '[ée]chec de (?:la )?remise', 'no se puede entregar', 'notificaci[oó]n de estado de entrega', 'no entregado',
  'onbestelbaar', 'niet bezorgd', 'user unknown', 'mailbox unavailable',
  // Virus and attachment scanners stopping our message on its way.
  'found virus', 'virus (?:alert|found|detected)', 'attachment (?:type )?(?:not allowed|blocked|removed)', 'banned attachment',
  // Exchange's "Undeliverable:" in more languages.
  'n[ãa]o [ée] poss[íi]vel entregar', 'non recapitabile', 'impossibile recapitare', 'g[åa]r inte att leverera',
  'kan ikke leveres', 'kunne ikke leveres', 'nie mo[żz]na dostarczy', 'nedoru[čc]iteln', 'k[ée]zbes[íi]thetetlen',
  'teslim edilemedi', 'не удается доставить', 'недоставлен', '無法傳遞', '无法传递', '(?:系统)?退信', '配信不能', '전달되지 않음',
]);

/** Subjects of delay warnings. */
export const DELAY_SUBJECT = subjectStarts([
  'warning: could not send message', 'warning--could not send mail', 'warning: message \\S+ delayed',
  'delayed mail', 'warning\\s{0,3}-\\s{0,3}delayed mail', 'delivery delayed', 'mail delivery warning',
  '(?:mail )?delivery status notification(?: \\(delay\\)|: warning)',
  'delivery (?:notification: )?(?:has been )?delayed', 'message delay(?:ed)?',
  'delay(?:ed)? (?:delivery|notification|warning)', 'warning: delay', 'verz[öo]gert', 'zustellung verz[öo]gert',
  'remise diff[ée]r[ée]e', 'retard de (?:la )?remise', 'entrega retrasada', 'retraso en la entrega', 'bezorging vertraagd',
  'vertraagd', 'recapito ritardato', 'ritardo nel recapito', 'entrega atrasada', 'atraso na entrega', 'f[öo]rsenad leverans',
]);

/** Subjects of success reports (Exchange and Gmail "Delivered:"/"Relayed:", Postfix's success report). */
export const SUCCESS_SUBJECT = subjectStarts([
  'delivered:', 'relayed:', 'expanded:', 'delivery status notification \\((?:success|relay)\\)',
  'successful mail delivery report', 'delivery (?:receipt|report)(?: \\(success\\))?', 'return receipt',
  'delivery notification: (?:message|delivery) (?:has been )?delivered', 'zugestellt:', 'remis :',
]);

/** Opening sentences only mail systems write. */
export const CLASSIC_TEXT = phrases([
  'this is the mail system at host', 'this is the qmail-send program',
  'i\'?m afraid i wasn\'?t able to deliver (?:your|the following) message',
  'the following message to <[^<>\\s]{3,254}> was undeliverable',
  'this message was created automatically by mail delivery software',
  'this is an automatically generated delivery status notification',
  'delivery to the following recipients? (?:failed|has been delayed|was delayed|succeeded|is complete)',
  'delivery has failed to these recipients or groups', 'delivery to these recipients or groups is complete',
  'your message did not reach some or all of the intended recipients',
  'the following recipient\\(?s?\\)? (?:could|cannot|can ?not) (?:not )?be reached',
  'the following addresses had (?:permanent fatal|transient non-fatal) errors',
  'the original message was received at .{0,80}\\nfrom',
  'sorry, we were unable to deliver your message to the following address',
  'your message (?:was not|wasn\'?t|could not be) delivered to the following recipients?',
  'this is a delivery status notification',
  'message (?:could not be|was not) delivered to (?:the following|one or more)',
  'was not delivered to:?\\s+\\S+@\\S+\\s+because', 'returned mail: see transcript',
  'a message that you sent (?:could not be|has not yet been) delivered',
  'there was a temporary problem delivering your message',
  'your message has been delivered to the following recipients',
  'your message was successfully (?:delivered|relayed)', 'did not reach the following recipient',
  'your (?:mail|message|e-?mail) (?:cannot|can ?not|could not) be delivered to the following address',
  'message not delivered to the following', 'could not be delivered to the following user',
  'running the courier mail server', 'the following recipients did not receive this message',
  'was undeliverable to the following', '(?:mail server|system) (?:\\S+ )?was unable to deliver',
  // More daemons' openings: Exim's other notices, OpenSMTPD, PowerMTA, DragonFly, Sun/Oracle Messaging Server,
  // Exchange Online's NDR sections (English, Portuguese, Dutch), Amazon SES, Yahoo, and gateways' own wordings.
  'this message was created automatically by mail delivery', 'a message that you sent was rejected by the local scann?ing code',
  'a message that you sent contained one or more recipient addresses', 'router encountered the following error',
  'this is the mailer-daemon, please do not reply', 'this is the mail server on', 'this is the mail delivery agent at',
  'this is the dragonfly mail agent', 'this is the machine generated message from mail service',
  'this report relates to a message you sent with the following header fields',
  'rejected your message to the following (?:e-?mail )?address', 'diagnostic information for administrators',
  'falha na entrega a estes destinat', 'uw bericht kan niet worden bezorgd', 'su mensaje no pudo ser entregado',
  'an error occurred while trying to deliver the mail to the following recipients',
  'sorry, we were unable to deliver your message', 'we had trouble delivering your message',
  '(?:your )?(?:mail|message) was not delivered to the following address', 'your mail message to the following address',
  'unable to deliver (?:your )?message to the following address', 'the following addresses had delivery problems',
  'die zustellung an (?:folgende|die folgenden) empf[äa]nger', 'la remise aux destinataires ou groupes suivants a',
  'error en la entrega a estos destinatarios', 'recapito non riuscito a questi destinatari',
  'de bezorging aan de volgende geadresseerden', 'det gick inte att leverera till f[öo]ljande', 'dostarczenie do tych adresat',
], ['^ *-{2,} *(?:failed recipients|non-delivery report|transcript of session follows|failure reasons) *-{2,}'], 'im');

/** Failure sentences that people also write: they count with other evidence (a mail-system sender, a notice subject, automated headers). */
export const FAILURE_SENTENCE = phrases([
  'could not be delivered', 'couldn\'?t be delivered', 'wasn\'?t delivered', 'was not delivered', 'undeliverable',
  'delivery (?:has )?failed', 'failed permanently', 'permanent (?:fatal )?error', 'user unknown', 'unknown user',
  'unable to deliver', 'returned to sender', 'delivery to the following recipients? failed',
  'mailbox (?:is )?full', 'no such user', 'does not exist', 'not listed in (?:the )?domino directory',
  'has not (?:yet )?been delivered', 'delivery (?:is |has been )?delayed', 'will (?:continue to )?retry',
  'delivery attempts will continue', 'could not deliver', 'requested action not taken',
  'not a valid (?:user|recipient|mailbox)', '(?:was|has been) (?:automatically )?rejected',
  'has been returned because', 'can ?not be delivered', 'no such mailbox', 'stopped (?:the )?delivery',
  'blocked and not delivered', 'delivery error',
], ['无法发送', '无法送达', '退信']);

/** Failure wording an automated responder does not use about itself. */
export const STRONG_FAILURE = phrases([
  'could not be delivered', 'couldn\'?t be delivered', 'wasn\'?t delivered', 'was not delivered', 'undeliverable',
  'delivery (?:has )?failed', 'failed permanently', 'permanent (?:fatal )?error', 'unable to deliver',
  'mailbox (?:is )?full', 'user unknown', 'returned to sender', 'not a valid (?:user|recipient|mailbox)',
]);

/** Challenge-response filters asking us to prove we are a sender they may let through: machine mail, not a reply. */
export const CHALLENGE = phrases([
  'challenge[- ]response',
  '(?:added|add yourself) to (?:the recipient\'?s |my )?(?:[\\w-]+ )?(?:allowed|approved|white|safe|guest)\\s?list',
  '(?:listed|are) on my [\\w-]+ guest list', 'sender not pre-?approved',
  'verify (?:that )?you are (?:a )?(?:human|real person|not a robot)',
  'to (?:have your (?:e-?mail )?address added|ensure delivery of your (?:e-?mail|message)) .{0,40}click',
  'please click (?:on )?the (?:following )?link (?:below )?to (?:have your address added|confirm you are|verify your e-?mail)',
]);

/**
 * A list manager (Mailman, ezmlm, fml, Sympa...) refusing our post to a list address: the address takes mail only from
 * its members. A hold for a moderator is not a refusal (the post may still go out), so it is not listed here.
 */
export const LIST_REFUSAL = phrases([
  'you are not (?:a )?member of (?:this|the) (?:mailing )?list', 'not (?:allowed|permitted|authori[sz]ed) to post to (?:this|the) (?:mailing )?list',
  'only (?:list |subscribed )?members (?:may|can|are allowed to) post', 'posting (?:is )?restricted to (?:list |subscribed )?members',
  'non-?members? (?:are not allowed to|may not|cannot|can\'?t) post', 'posts? (?:from|by) non-?members? (?:are|is) (?:rejected|not accepted|discarded)',
]);


/**
 * A list manager holding our post for its moderator (Mailman's "Your message to X awaits moderator approval … is being
 * held until the list moderator can review it", its "Moderation request" to the poster): machine mail about our post,
 * neither a refusal (it may still go out) nor a person. Read only in mail the list manager itself sends.
 */
export const LIST_HOLD = phrases([
  'awaits (?:the )?(?:list )?moderator(?:\'s)? (?:approval|review)', 'is being held until the list moderator',
  '(?:held|pending) for (?:the )?(?:list )?moderat(?:or|ion)(?:\'s)?(?: approval| review)?', 'moderation request',
  'requires (?:the )?(?:list )?moderator(?:\'s)? approval',
]);

/**
 * A virus or content scanner's report about a message it stopped: what it found ("found VIRUS= W32/Sobig-C", "Virus
 * found in the message", a malware name such as "W32/Mydoom.A"), what it did ("The message is currently Purged"), or
 * the rule our mail broke ("detected that you sent a message with a prohibited subject line"). People use these words
 * too: they count only in mail from a scanner's or a mail system's own address.
 */
export const SCANNER_REPORT = phrases([
  'found virus', 'virus(?:es)? (?:found|detected)', 'virus (?:in|im) (?:your |the |a |this |der )?(?:e-?mail|mail|message|nachricht)',
  'infected (?:with|by)', 'virus identity found', '(?:message|e-?mail|attachment) (?:is|was|has been) (?:currently )?(?:purged|quarantined)',
  'prohibited (?:subject(?: line)?|attachments?|files?(?: types?| names?)?|content)', '(?:w32|win32|i-worm|troj(?:an)?|worm)[./][a-z][\\w.-]{1,40}',
]);

/** Addresses virus scanners and content filters send their reports from ("virusalert@", "ANTIGEN_HOST@", Symantec's "SAVMSE@"). */
export const SCANNER_SENDER =
  /^(?:[^@\s]{0,40}[-_.])?(?:virus[-_.]?(?:check(?:er)?|scan(?:ner)?|alert|wall|guard|admin|warning)?|anti-?virus|av-?(?:scan|check|gateway|alert)|mail-?scanner|scanmail|antigen(?:[-_.][^@\s]{1,40})?|amavisd?|savmse|mailsweeper|interscan)(?:[-_.][^@\s]{0,40})?@/i;
/** Display names of scanners ("Neobee.net Virus Scanner", "MailScanner"). */
export const SCANNER_NAME = /\b(?:virus ?scan(?:ner)?|mail ?scanner|anti-?virus|virus ?(?:check(?:er)?|alert|wall|guard))\b/i;
