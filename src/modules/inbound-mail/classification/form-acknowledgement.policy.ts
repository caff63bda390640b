/**
 * A website's contact-form acknowledgement: the mail a site sends back to whatever address was typed into its form
 * ("Thank you for contacting us. We will get back to you as soon as possible", "お問い合わせありがとうございます",
 * "Gracias por su mensaje de contacto"), usually echoing what was submitted. It answers nobody's mail (no threading,
 * no quote) and has no auto-reply header, so without this it reads as a person or as bulk mail. It is an auto-reply
 * (never an absence): it says nothing about whether the contact read our message.
 */
import { quotesHistory } from './auto-reply.policy';
import type { InboundMessage } from './inbound-mail.types';

/** The thanks or receipt a form sends back (bounded alternatives; in English, Spanish, Dutch, German, French, Italian, Portuguese, Hungarian and Japanese). */
const FORM_THANKS =
  /(?:\bthank(?:s| you) (?:so much )?for (?:contacting|reaching out|getting in touch|visiting our website|submitting|subscribing|your (?:message|e-?mail|inquiry|enquiry|submission|request|interest))|\bwe(?: have|'ve)? received your (?:message|query|inquiry|enquiry|submission|request)|\byour (?:message|submission|inquiry|enquiry) has been received|\bgracias por (?:su|tu) (?:mensaje|consulta)|\bhartelijk dank voor (?:uw|de|je)|\bvielen dank für ihre (?:nachricht|anfrage|e-?mail)|\bihre (?:nachricht|anfrage) (?:ist bei uns eingegangen|wurde empfangen)|\bwir haben ihre (?:nachricht|anfrage) erhalten|\bnous avons bien reçu votre (?:message|demande)|\bmerci (?:pour votre (?:message|demande)|de nous avoir contactés?)|\bgrazie per (?:averci contattato|il (?:tuo|suo) messaggio|la (?:tua|sua) richiesta)|\babbiamo ricevuto (?:il (?:tuo|suo) messaggio|la (?:tua|sua) richiesta)|\bobrigad[oa] (?:pelo seu contato|por entrar em contato)|\brecebemos (?:a sua|sua) (?:mensagem|solicitação)|\b(?:kérése|üzenete|megkeresése|érdeklődése)[ ,a-záéíóöőúüű]{0,40}megérkezett|\bköszönjük (?:megkeresését|üzenetét|érdeklődését)|お問い?合わ?せ(?:を|に)?(?:いただき|頂き)?(?:まして)?(?:、)?(?:誠に)?(?:ありがとう|を?承りました|を?受け付け)|お問い?合わ?せフォームから送信|自動返信(?:メール)?です)/i;
/**
 * Signs the mail came from a form or a ticket system rather than from a person at a desk (subject or body): the form
 * named, or a ticket's receipt ("Your bug report is available on the web", "Your ticket has been created", a
 * "[Ticket #123]" or "(PR#298)" tag in the subject).
 */
const FORM_SOURCE =
  /(?:\bsent (?:from|via|through|using) (?:a|the|our) (?:contact|web(?:site)?|online) ?form\b|\bform submission\b|\bcontact form\b|お問い?合わ?せ|\byour (?:bug report|ticket|case|support request|request) (?:is available|has been (?:created|logged|opened|received|registered)|number is)|[([](?:pr|ticket|case|request|incident) ?#? ?\d{1,9}[)\]])/i;
/** A subject that is itself the thanks or the receipt (a person's reply keeps the subject it answers). */
const ACKNOWLEDGEMENT_SUBJECT = /^\W{0,3}(?:thank(?:s| you) for (?:your|contacting|reaching)|message received|we(?: have|'ve)? received your|your (?:message|enquiry|inquiry|request) (?:has been |was )?received|bedankt voor)/i;
/** The form's own text comes first; the echoed submission may follow. */
const HEAD_CHARS = 1500;

/**
 * Why the message is a contact form's acknowledgement, or null. `automated`: other signs already say a program sent it
 * (a no-reply sender, an application's mailer); without them the subject or the text must name the form.
 */
export function formAcknowledgement(message: InboundMessage, automated: boolean): string | null {
  if (message.inReplyTo !== null || message.references.length > 0) return null;
  const head = message.text.slice(0, HEAD_CHARS);
  if (quotesHistory(head)) return null;
  const thanks = FORM_THANKS.exec(head) ?? FORM_THANKS.exec(message.subject.slice(0, 200));
  if (!thanks) return null;
  const subject = message.subject.slice(0, 200);
  if (!automated && !ACKNOWLEDGEMENT_SUBJECT.test(subject) && !FORM_SOURCE.test(`${subject}\n${head}`)) return null;
  return `a contact form's acknowledgement ("${thanks[0].slice(0, 80)}") that answers no message`;
}
