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
  /(?:\bthank(?:s| you) (?:so much )?for (?:contacting|reaching out|getting in touch|visiting our website|submit?ting|subscribing|registering|signing up|applying|(?:your )?(?:inquiry|enquiry)|your (?:[a-z]{3,15} )?(?:message|e-?mail|submission|request|interest|registration|application|question|comment|contact|inquiry|enquiry))|\bwe(?: have|'ve)? received your (?:message|query|inquiry|enquiry|submission|request|application)|\byour (?:[a-z]{3,15} )?(?:message|submission|inquiry|enquiry|application|request) has been (?:received|submitted)|\bvotre (?:demande|message) a (?:bien )?été (?:transmise?|envoyée?|reçue?|enregistrée?)|\bsu mensaje (?:fue|ha sido) enviado|\bihre (?:anfrage|nachricht|bewerbung) (?:ist )?bei (?:uns|[^.\n]{1,40}) eingegangen|\bvielen dank für deine (?:nachricht|anfrage|e-?mail)|\bgracias por (?:su|tu) (?:mensaje|consulta)|\bhartelijk dank voor (?:uw|de|je)|\bvielen dank für ihre (?:nachricht|anfrage|e-?mail)|\bihre (?:nachricht|anfrage) (?:ist bei uns eingegangen|wurde empfangen)|\bwir haben ihre (?:nachricht|anfrage) erhalten|\bnous avons bien reçu votre (?:message|demande)|\bmerci (?:pour votre (?:message|demande)|de nous avoir contactés?)|\bgrazie per (?:averci contattato|il (?:tuo|suo) messaggio|la (?:tua|sua) richiesta)|\babbiamo ricevuto (?:il (?:tuo|suo) messaggio|la (?:tua|sua) richiesta)|\bobrigad[oa] (?:pelo seu contato|por entrar em contato)|\brecebemos (?:a sua|sua) (?:mensagem|solicitação)|\b(?:kérése|üzenete|megkeresése|érdeklődése)[ ,a-záéíóöőúüű]{0,40}megérkezett|\bköszönjük (?:megkeresését|üzenetét|érdeklődését)|お問い?合わ?せ(?:を|に)?(?:いただき|頂き)?(?:まして)?(?:、)?(?:誠に)?(?:ありがとう|を?承りました|を?受け付け)|(?:ご|御)?(?:応募|相談|注文|予約)(?:を|に)?(?:いただき|頂き)?(?:まして)?(?:、)?(?:誠に)?ありがとう|お問い?合わ?せフォームから送信|自動返信(?:メール)?です)/i;
/**
 * Signs the mail came from a form or a ticket system rather than from a person at a desk (subject or body): the form
 * named, or a ticket's receipt ("Your bug report is available on the web", "Your ticket has been created", a
 * "[Ticket #123]" or "(PR#298)" tag in the subject).
 */
const FORM_SOURCE =
  /(?:\bsent (?:from|via|through|using) (?:a|the|our) (?:contact|web(?:site)?|online) ?form\b|\benvoyé (?:via|depuis|par) le formulaire de contact|\bformularz(?:a|em)? kontaktow|\bkontaktformular|\bformulario de contacto|\bmodulo di contatto|\bcontactformulier|\bform submission\b|\bcontact form\b|お問い?合わ?せ|\byour (?:bug report|ticket|case|support request|request) (?:is available|has been (?:created|logged|opened|received|registered)|number is)|[([](?:pr|ticket|case|request|incident) ?#? ?\d{1,9}[)\]])/i;
/**
 * A form's own footer on the copy it sends to the address typed into it ("This e-mail was sent from a contact form on
 * …", "Cet e-mail a été envoyé via le formulaire de contact de …", "Ta wiadomość została wysłana przez formularz
 * kontaktowy …"): the copy echoes what was submitted and thanks nobody, but it is the form's, not a person's.
 */
const FORM_COPY_FOOTER =
  /(?:\bcopie de votre message\b|\ba copy of your (?:message|submission|enquiry|inquiry)\b|\(send copy\)|\bsubmitted by anonymous user\b|\byou are being contacted (?:by|via|through)\b|\bthis (?:e-?mail|message) was sent (?:from|via|through|using) (?:a|the) (?:contact|web(?:site)?|online) ?form\b|\bcet e-?mail a été envoyé (?:via|depuis|par) le formulaire de contact\b|\bta wiadomość została wysłana przez formularz kontaktowy|\bdiese (?:e-?mail|nachricht) wurde (?:über|via|mit) (?:das|dem) kontaktformular|\beste (?:correo|mensaje) (?:fue|ha sido) enviado (?:desde|a través de|mediante) (?:el|un) formulario de contacto)/i;
/** A subject that names a contact form ("Lake Geneva Gifts Contact Form: …"). */
const FORM_SUBJECT = /\b(?:contact ?form|kontaktformular|formulario de contacto|formulaire de contact)\b/i;
/** A form's echo of its fields, one "Field: value" line each, from the sender's name or address down to the message. */
const FIELD_ECHO = /^[ \t]{0,8}(?:name|from|your name|e-?mail|reply-to)[ \t]{0,4}:[^\n]{0,200}\n(?:[^\n]{0,200}\n){0,6}?[ \t]{0,8}(?:message|comments?|your message|enquiry|inquiry)[ \t]{0,4}:/im;
/** How much of a copy's end is read for the form's footer. */
const FOOTER_CHARS = 1500;

/** A subject that is itself the thanks or the receipt (a person's reply keeps the subject it answers). */
const ACKNOWLEDGEMENT_SUBJECT = /^\W{0,3}(?:thank(?:s| you) (?:for (?:your|contacting|reaching)|from )|message received|we(?: have|'ve)? received your|your (?:message|enquiry|inquiry|request) (?:has been |was )?received|bedankt voor)/i;
/** A receipt that says what happens next ("has been received. You will be notified…"): a form's or a desk's, not a customer's. */
const RECEIPT_PROMISE =
  /\bha(?:s|ve) been (?:received|submitted)\b[^\n]{0,200}?\b(?:you will (?:be (?:notified|contacted|hearing from us)|hear from us)|we will (?:contact you|get back to you|be in touch)|(?:will|shall) (?:contact|notify) you)/i;
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
  if (!thanks) {
    // The copy says so in its subject, its opening or its footer; its wording is a form's, whoever the sender is.
    const footer = FORM_COPY_FOOTER.exec(`${message.subject.slice(0, 200)}\n${head}\n${message.text.slice(-FOOTER_CHARS)}`);
    if (footer) return `a contact form's copy of what was submitted ("${footer[0].slice(0, 80)}") that answers no message`;
    const form = FORM_SUBJECT.exec(message.subject.slice(0, 200));
    return form && FIELD_ECHO.test(head) ? `a contact form's copy of its fields under the subject "${form[0]}" that answers no message` : null;
  }
  const subject = message.subject.slice(0, 200);
  if (!automated && !ACKNOWLEDGEMENT_SUBJECT.test(subject) && !FORM_SOURCE.test(`${subject}\n${head}`) && !RECEIPT_PROMISE.test(head)) return null;
  return `a contact form's acknowledgement ("${thanks[0].slice(0, 80)}") that answers no message`;
}
