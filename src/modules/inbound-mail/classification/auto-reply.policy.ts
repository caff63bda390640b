/**
 * Auto-replies (out-of-office notices, vacation responders, helpdesk acknowledgements) and other automated mail.
 * Header signals come first: RFC 3834 Auto-Submitted (any value but "no"), X-Autoreply / X-Autorespond and their
 * relatives, Precedence: auto_reply, Microsoft's X-Auto-Response-Suppress; then auto-reply subjects ("Automatic reply:",
 * "Auto:", "Out of Office", "Respuesta automática:", "Fuera de la oficina", "Abwesenheitsnotiz", "Réponse automatique",
 * "Automatisch antwoord"...); then, for responders that set no header, English, Spanish, German, French and Dutch
 * out-of-office sentences in a message that quotes nothing.
 * Mailing-list and no-reply mail (List-Id, Precedence: bulk/list/junk, noreply senders) that is not an auto-reply is
 * `other`.
 */
import { header } from './inbound-message.mapper';
import type { InboundMessage } from './inbound-mail.types';

/** Headers responders set (X-Apple-Action: vacation is iCloud's vacation reply). */
const AUTO_HEADERS = ['x-autoreply', 'x-autorespond', 'x-autoresponder', 'x-autoreply-from', 'x-mail-autoreply', 'x-vacation', 'x-apple-action'];

/** Subjects only responders write: the phrase alone may start a longer subject ("Out of Office until May 5"). */
const AUTO_SUBJECT =
  /^\[?(?:(?:re|aw|rv|fw|fwd):\s*)*(automatic reply|auto(?:matic)?[- ]?(?:reply|response|respuesta)|autoreply|autoresponder|out of (?:the )?office|respuesta autom[aá]tica|contestaci[oó]n autom[aá]tica|fuera de (?:la )?oficina|r[ée]ponse automatique|message d'absence|abwesenheitsnotiz|abwesenheitsnachricht|automatische antwort|automatisch antwoord|afwezigheidsbericht|risposta automatica|resposta autom[aá]tica|automatyczna odpowied|autosvar|automaattinen vastaus|automatiskt? svar|odpowied[zź] automatyczna|automatick[aá] odpov[eě][dď]|automatikus v[aá]lasz|otomatik yan[ıi]t|r[aă]spuns automat|automatski odgovor|fuori (?:sede|ufficio)|absence du bureau|fora do escrit[oó]rio|fr[aå]nvaro|ikke p[aå] kontoret|poza biurem|автоматический ответ|автоматична відповідь|нет на месте|自動応答|自动回复|自動回覆|자동 회신)(?!\w)/i;
/** Words people also start subjects with ("Auto transport quote", "Vacation home"): only alone or before a colon. */
const AUTO_SUBJECT_SHORT = /^(?:(?:re|aw|rv):\s*)*(auto|ooo|away|on vacation|vacation(?: reply| response)?|vacaciones|de vacaciones|ausente|ausencia|absence|abwesenheit)\s*(?::|$)/i;

const OOO_WORDS =
  /\b(out of (?:the )?office|out-of-office|away from (?:the )?office|on (?:annual |parental |maternity |paternity |sick )?leave|on vacation|on holiday|vacation|travell?ing|limited access to (?:my )?e-?mail|fuera de (?:la )?oficina|de vacaciones|vacaciones|ausente|absent du bureau|fora do escrit[oó]rio|permiso|de viaje|acceso limitado|away until|off until|out until|abwesend|nicht im b(?:ü|ue|u)ro|au(?:ß|ss)er haus|im urlaub|urlaub|absente?|en cong[ée]s?|cong[ée]s|hors du bureau|afwezig|met vakantie|vakantie|niet op kantoor|buiten kantoor|fuori (?:ufficio|sede)|in ferie|in vacanza|assente|de f[ée]rias|aus[êe]ncia|p[åa] semester|tj[äa]nstledig|fr[åa]nvarande|p[åa] ferie|frav[æa]rende|ikke p[åa] kontoret)\b/i;

/** Sentences only machines write. */
const AUTOMATED_SENTENCE =
  /\b(this is an? automat(?:ed|ic) (?:reply|response|message|notification|e-?mail)|auto-?(?:generated|reply|response)|esta es una respuesta autom[aá]tica|este es un mensaje autom[aá]tico|respuesta autom[aá]tica|mensaje generado autom[aá]ticamente|please do not reply to this (?:e-?mail|message))\b/i;
/** Acknowledgements a helpdesk sends, which a person may also write: they count only with an auto header. */
const ACKNOWLEDGEMENT =
  /\b((?:we|we've|we have) received your (?:e-?mail|message|request|inquiry)|your (?:e-?mail|message|request) has been received|hemos recibido (?:su|tu) (?:mensaje|correo|solicitud|consulta)|ticket (?:#|number|id)|(?:reply|respond|get back to you)(?: to you)? as soon as (?:possible|i can))\b/i;

/** A helpdesk's ticket tag in a subject: "[Ticket #48213]", "[#48213]", "(Case 00123456)", "Request ID: 4412". */
const TICKET_SUBJECT = /[[(]\s{0,3}(?:(?:ticket|case|request|incident|support)\s{0,3}#?|#)\s{0,3}[a-z]{0,8}-?\d{3,12}\s{0,3}[\])]|\b(?:ticket|case|request|incident) ?(?:#|no\.?|number|id) ?:? ?[a-z]{0,8}-?\d{3,12}\b/i;

/** A helpdesk's formal receipt (not a person's casual "we received your email"). */
const TICKET_RECEIPT =
  /\b(your (?:e-?mail|message|request|inquiry|enquiry) has been (?:received|logged|registered)|(?:we have|we've) received your (?:e-?mail|message|request|inquiry|enquiry)|a (?:support )?(?:ticket|case) (?:has been|was) (?:created|opened|logged))\b/i;

const RETURN_SENTENCE =
  /\b(i (?:am|will be|'m|'ll be) (?:currently )?(?:out|away|off)|i am currently|(?:i|we) will (?:be back|return|respond|reply|get back)|upon my return|when i return|returning on|back (?:in the office )?on|with limited access|estoy fuera|estar[eé] (?:fuera|de vuelta|ausente)|me encuentro (?:fuera|de vacaciones|ausente)|a mi regreso|regreso el|responder[eé] (?:a )?(?:su|tu) (?:mensaje|correo)|ich bin (?:bis|vom|ab|derzeit|zurzeit|momentan)|ich werde (?:ab|am)|je (?:suis|serai) (?:absente?|en cong[ée]s?|de retour)|ik ben (?:afwezig|met vakantie|niet|tot|weer|terug)|sono (?:fuori|assente|in ferie|in vacanza)|al mio rientro|rientrer|risponder(?=ò)|sar[oò] (?:di nuovo )?(?:in ufficio|fuori|assente|di ritorno)|estou (?:fora|ausente|de f[ée]rias)|estarei (?:fora|ausente|de volta)|responderei|quando (?:eu )?regressar|ao meu regresso|retornarei|jag [äa]r (?:p[åa] semester|ledig|borta|fr[åa]nvarande|tillbaka)|jeg er (?:p[åa] ferie|frav[æa]rende|tilbage|tilbake|ikke p[åa] kontoret))\b/i;

const NO_REPLY_SENDER = /^(?:[^@]*[-_.+])?(?:no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|notifications?|notify|alerts?|newsletters?|news|mailer|bounces?|marketing|receipts|auto[-_.]?confirm|automated)(?:[-_.+][^@]*)?@/i;

/** Subjects of out-of-office notices: Outlook's "Automatic reply" in its languages, and "out of the office" wordings. */
const OOO_SUBJECT =
  /^(?:automatic reply|out of|ooo|fuera de|auto:|respuesta autom|r[ée]ponse automatique|resposta autom|risposta automatica|abwesen|automatische antwort|automatisch antwoord|afwezig|automatiskt? svar|autosvar|automaattinen vastaus|odpowied[zź] automatyczna|automatick[aá] odpov|automatikus v[aá]lasz|otomatik yan|r[aă]spuns automat|automatski odgovor|fuori (?:sede|ufficio)|absence du bureau|fora do escrit|fr[aå]nvaro|ikke p[aå] kontoret|poza biurem|автоматическ|автоматичн|нет на месте|自動応答|自动回复|自動回覆|자동 회신)/i;

/** Subdomains services send notifications and campaigns from (notification.intuit.com): never a person's mailbox. */
const NOTIFICATION_DOMAIN = /@(?:notifications?|notify|alerts?|newsletters?|marketing|campaigns?|mailings?)\.[a-z0-9-]{1,63}\.[a-z0-9.-]{2,}$/i;

export interface AutoReplyVerdict {
  autoReply: boolean;
  outOfOffice: boolean;
  /** Bulk, list or no-reply mail that is not an auto-reply. */
  automated: boolean;
  reasons: string[];
}

/** The message carries a quoted earlier message (a human reply usually does; a responder's notice does not). */
function quotesHistory(text: string): boolean {
  return /^>/m.test(text) || /^[ \t]*(?:on|el|en|le|am) .{4,200}(?:wrote|escribi[oó]|a [ée]crit|schrieb):?\s*$/im.test(text) || /^-{2,}\s*(?:original message|mensaje original)\s*-{2,}/im.test(text) || /^(?:from|de):\s.+\n(?:sent|enviado|date|fecha):\s/im.test(text);
}

/** Headers a mailing list or its manager (Mailman, ezmlm, fml...) adds. */
export const LIST_HEADERS = ['list-id', 'list-unsubscribe', 'list-subscribe', 'list-post', 'list-help', 'mailing-list', 'x-mlserver', 'x-mailing-list'];

function listSignals(message: InboundMessage): string[] {
  const reasons: string[] = [];
  const list = LIST_HEADERS.find((name) => message.headers.has(name));
  if (list) reasons.push(list === 'list-id' ? `List-Id: ${header(message, 'list-id')}` : `${list} header (list mail)`);
  const precedence = (message.headers.get('precedence') ?? []).map((value) => value.toLowerCase());
  // Precedence: bulk or junk alone is also what vacation responders set: it marks list mail only with list headers.
  for (const value of precedence) if (value === 'list' || (list && (value === 'bulk' || value === 'junk'))) reasons.push(`Precedence: ${value}`);
  if (NO_REPLY_SENDER.test(message.from)) reasons.push(`no-reply sender ${message.from}`);
  else if (NOTIFICATION_DOMAIN.test(message.from)) reasons.push(`sender on a notification domain ${message.from}`);
  if (message.headers.has('x-campaign-id') || message.headers.has('x-mailchimp-campaign') || message.headers.has('x-mc-user')) reasons.push('bulk-mailer campaign headers');
  return reasons;
}

export function readAutoReply(message: InboundMessage): AutoReplyVerdict {
  const strong: string[] = [];
  const weak: string[] = [];
  const autoSubmitted = (message.headers.get('auto-submitted') ?? []).map((value) => value.toLowerCase().split(';')[0].trim()).find((value) => value && value !== 'no');
  if (autoSubmitted === 'auto-replied') strong.push('Auto-Submitted: auto-replied header');
  else if (autoSubmitted) weak.push(`Auto-Submitted: ${autoSubmitted} header`);
  for (const name of AUTO_HEADERS) {
    const value = (message.headers.get(name) ?? [])[0];
    if (value !== undefined && !/^(no|false|0)$/i.test(value.trim())) strong.push(`${name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase())} header`);
  }
  const precedence = (message.headers.get('precedence') ?? []).map((value) => value.toLowerCase());
  if (precedence.includes('auto_reply')) strong.push('Precedence: auto_reply');
  const vacationPrecedence = precedence.find((value) => value === 'junk' || value === 'bulk');
  if (vacationPrecedence && !LIST_HEADERS.some((name) => message.headers.has(name))) weak.push(`Precedence: ${vacationPrecedence} without list headers`);
  const suppress = header(message, 'x-auto-response-suppress');
  if (suppress) weak.push(`X-Auto-Response-Suppress: ${suppress}`);
  const subjectMatch = AUTO_SUBJECT.exec(message.subject) ?? AUTO_SUBJECT_SHORT.exec(message.subject);
  if (subjectMatch) strong.push(`auto-reply subject "${subjectMatch[1]}"`);

  const body = message.text.slice(0, 3000);
  const quoted = quotesHistory(body);
  const head = body.slice(0, 1200);
  const oooWords = OOO_WORDS.exec(`${message.subject}\n${head}`);
  const automatedSentence = AUTOMATED_SENTENCE.exec(head);
  const acknowledgement = ACKNOWLEDGEMENT.exec(head);
  const returnSentence = RETURN_SENTENCE.exec(head);
  const ticketReceipt = TICKET_SUBJECT.test(message.subject) ? TICKET_RECEIPT.exec(head) : null;
  const list = listSignals(message);
  const reasons: string[] = [];

  let autoReply = strong.length > 0;
  if (autoReply) reasons.push(...strong, ...weak);
  // Weak signals alone: responders do not quote the message they answer, people do.
  else if (weak.length > 0 && list.length === 0 && !quoted && (oooWords || automatedSentence || acknowledgement || returnSentence || message.inReplyTo !== null || /^(re|aw|rv):/i.test(message.subject))) {
    autoReply = true;
    const wording = oooWords ? `out-of-office wording "${oooWords[1]}"` : (automatedSentence ?? acknowledgement) ? `automated wording "${(automatedSentence ?? acknowledgement)![1]}"` : 'answers one of our messages';
    reasons.push(...weak, wording);
  } else if (!quoted && list.length === 0 && oooWords && returnSentence) {
    autoReply = true;
    reasons.push(`out-of-office wording "${oooWords[1]}" and "${returnSentence[1]}" in a message that quotes nothing`);
  } else if (!quoted && list.length === 0 && automatedSentence) {
    autoReply = true;
    reasons.push(`automated wording "${automatedSentence[1]}" in a message that quotes nothing`);
  } else if (!quoted && list.length === 0 && ticketReceipt) {
    // A helpdesk's receipt: its ticket tag in the subject over its formal acknowledgement, in a message that quotes nothing.
    autoReply = true;
    reasons.push(`helpdesk acknowledgement "${ticketReceipt[1]}" under a ticket subject "${message.subject.slice(0, 80)}"`);
  }
  if (autoReply) {
    const outOfOffice = Boolean(oooWords) || OOO_SUBJECT.test(message.subject.replace(/^(re|rv|aw):\s*/i, ''));
    if (outOfOffice && !reasons.some((reason) => reason.startsWith('out-of-office'))) reasons.push(oooWords ? `out-of-office wording "${oooWords[1]}"` : 'out-of-office subject');
    return { autoReply: true, outOfOffice: outOfOffice && !(acknowledgement && !oooWords), automated: true, reasons };
  }
  if (list.length > 0 || (weak.length > 0 && !quoted)) return { autoReply: false, outOfOffice: false, automated: true, reasons: [...weak, ...list] };
  return { autoReply: false, outOfOffice: false, automated: false, reasons: [] };
}
