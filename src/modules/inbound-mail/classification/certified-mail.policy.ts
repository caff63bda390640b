/**
 * Italian certified mail (PEC, posta elettronica certificata): the provider answers every message with a signed receipt
 * that names itself in the `X-Ricevuta` header (Italy's PEC technical rules): `accettazione` (the sender's provider took
 * it), `presa-in-carico` (the recipient's provider took it), `avvenuta-consegna` (delivered), `preavviso-errore-consegna`
 * (not delivered yet: a warning), `errore-consegna` and `non-accettazione` (not delivered; the receipt quotes the
 * error, "5.1.1 - indirizzo non valido"), `rilevazione-virus` (refused for a virus). Its text is a provider's form in
 * Italian, so without the header it reads as a person. `X-Riferimento-Message-ID` names the message it is about.
 */
import { bounceClassOf, statusInText } from './bounce-status.policy';
import { header } from './inbound-message.mapper';
import type { BounceDetails, DeliveryReportAction, DeliveryReportDetails, InboundMessage } from './inbound-mail.types';

export interface CertifiedMailVerdict {
  bounce: BounceDetails | null;
  report: DeliveryReportDetails | null;
  reasons: string[];
}

const REPORTS: ReadonlyMap<string, DeliveryReportAction> = new Map([
  ['accettazione', 'relayed'],
  ['presa-in-carico', 'relayed'],
  ['avvenuta-consegna', 'delivered'],
  ['preavviso-errore-consegna', 'delayed'],
]);
const FAILURES = new Set(['errore-consegna', 'non-accettazione', 'rilevazione-virus']);

/** The recipient the receipt is about: "destinato all'utente "rec@…"", "indirizzato a rec@…". */
const RECIPIENT = /\b(?:destinat[oa] all'utente|indirizzat[oa] a|destinatario:?)\s{0,4}"?<?([^\s"<>@]{1,64}@[^\s"<>@]{1,255}\.[a-z]{2,24})/i;
/** The error a failure receipt quotes: the line after "il seguente errore:". */
const QUOTED_ERROR = /seguente errore:?\s{0,4}([^\n]{1,500})/i;

/** The receipt a PEC provider sent, or null when the message is none. */
export function readCertifiedMailReceipt(message: InboundMessage): CertifiedMailVerdict | null {
  const type = header(message, 'x-ricevuta').trim().toLowerCase();
  const action = REPORTS.get(type);
  if (!action && !FAILURES.has(type)) return null;
  const text = message.text.slice(0, 4000);
  const recipient = RECIPIENT.exec(text)?.[1].toLowerCase() ?? null;
  const reasons = [`a certified-mail (PEC) receipt: X-Ricevuta: ${type}`];
  if (action) return { bounce: null, report: { action, recipient, status: null }, reasons };
  const error = QUOTED_ERROR.exec(text)?.[1].trim() ?? null;
  const status = statusInText(error ?? '');
  // A virus found in our message is a content refusal; otherwise the quoted error decides, as in any notice.
  const bounceClass = type === 'rilevazione-virus' ? 'policy' : bounceClassOf(status, error ?? '', text);
  const originalId = header(message, 'x-riferimento-message-id').trim() || null;
  return { bounce: { class: bounceClass, recipient, status, diagnostic: error, original_message_id: originalId }, report: null, reasons };
}
