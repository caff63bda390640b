import { formAcknowledgement } from './form-acknowledgement.policy';
import { decodeInboundMessage } from './inbound-message.mapper';

const mail = (headers: string[], body: string, subject: string) =>
  decodeInboundMessage(['From: Hill Country Storage <info@hillcountrystorage.example>', 'To: quotes@atlasmoving.example', `Subject: ${subject}`, 'Date: Mon, 23 Nov 2026 10:00:00 +0000', ...headers, '', body].join('\r\n'));

const THANKS = 'Thank you for contacting us. We will get back to you as soon as possible.\n\nYour name: Atlas\nMessage: Do you rent 10x20 units?';

describe(formAcknowledgement.name, () => {
  it.each([
    ['a form-named subject', [], THANKS, 'Contact Form "Storage question"'],
    ['a thank-you subject', [], THANKS, 'Thank you for your message!'],
    ['the form named in the text', [], 'Thanks for reaching out!\n\nThis e-mail was sent from a contact form on Hill Country Storage.', 'Hill Country Storage'],
    ['a Japanese form', [], 'お問い合わせいただきありがとうございます。\n担当者より回答いたします。', 'お問い合わせ受付のお知らせ'],
    ['a receipt subject', [], 'This is to confirm we have received your enquiry. We will be in touch.', 'We Have Received Your Enquiry'],
    ['a ticket system\'s receipt', [], 'Thank you for submitting a bug report.\n\nYour bug report is available on the web at https://bugs.example/298', 'Re: Crop fails (PR#298)'],
    ['a ticket tag in the subject', [], 'We have received your request and a coordinator will reply within one business day.', '[Ticket #40211] Moving quote'],
    ['a Japanese form copy that calls itself an automatic reply', [], 'このメールはお問い合わせフォームから送信されました。このメールは自動返信です。', 'ご予約'],
  ])('should read %s as a contact form acknowledgement', async (_name, headers, body, subject) => {
    expect(formAcknowledgement(await mail(headers, body, subject), false)).toMatch(/^a contact form's acknowledgement/);
  });

  it('should take the thanks alone when other signs already say a program sent it', async () => {
    const message = await mail([], 'Gracias por su mensaje de contacto, procuraré responder lo antes posible.', 'DobleeMe');
    expect(formAcknowledgement(message, false)).toBeNull();
    expect(formAcknowledgement(message, true)).toMatch(/gracias por su mensaje/i);
  });

  it.each([
    ['German', 'Vielen Dank für Ihre Anfrage. Wir melden uns in Kürze bei Ihnen.'],
    ['German (received)', 'Ihre Nachricht ist bei uns eingegangen und wird bearbeitet.'],
    ['French', 'Nous avons bien reçu votre demande et vous répondrons rapidement.'],
    ['Italian', 'Grazie per averci contattato, ti risponderemo al più presto.'],
    ['Portuguese', 'Obrigado pelo seu contato! Responderemos em breve.'],
    ['Hungarian', 'Kérése, érdeklődése megérkezett hozzánk. Kollégánk hamarosan jelentkezik.'],
    ['Spanish (sent)', '¡Gracias, su mensaje fue enviado con éxito! Le responderemos pronto.'],
    ['German (application)', 'Ihre Bewerbung ist bei Storage World eingegangen. Wir melden uns.'],
    ['Japanese (application)', 'この度はご応募いただきまして誠にありがとうございます。担当よりご連絡いたします。'],
    ['English (booking)', 'Thank you for your booking inquiry. We will be in touch shortly.'],
  ])('should read a %s form acknowledgement sent by a program', async (_language, body) => {
    const message = await mail([], body, 'Hill Country Storage');
    expect(formAcknowledgement(message, true)).toMatch(/^a contact form's acknowledgement/);
    expect(formAcknowledgement(message, false)).toBeNull();
  });

  it("should read a form's copy of what was submitted, and a receipt under a 'Thank you from' subject, from any sender", async () => {
    expect(formAcknowledgement(await mail([], 'Name: Atlas\nMessage: Do you rent 10x20 units?', 'Copie de votre message : Storage question'), false)).toMatch(/^a contact form's copy/);
    expect(formAcknowledgement(await mail([], 'This email is sent from Hill Country Storage. Your inquiry:\nDo you rent 10x20 units?', 'Inquiries from homepage(Send copy)'), false)).toMatch(/^a contact form's copy/);
    expect(formAcknowledgement(await mail([], 'Thank you for submiting your question or comment. We will reply within a day.', 'Thank You From Hill Country Storage'), false)).toMatch(/^a contact form's acknowledgement/);
    const echo = 'From: Douglas\nReply-To: quotes@atlasmoving.example\nMessage: Earn 1500 euros a day from home http://example.test/x';
    expect(formAcknowledgement(await mail([], echo, 'Lake Geneva Gifts Contact Form: Daily News'), false)).toMatch(/^a contact form's copy of its fields under the subject "Contact Form"/);
    // The same field lines under a subject that names no form: a person may write them.
    expect(formAcknowledgement(await mail([], echo, 'Daily News'), false)).toBeNull();
  });

  it("should leave replies, quoting mail and a person's thanks alone", async () => {
    expect(formAcknowledgement(await mail(['In-Reply-To: <ours@atlasmoving.example>'], THANKS, 'Thank you for your message!'), true)).toBeNull();
    const quoting = `${THANKS}\n\nOn Mon, Nov 23, 2026 at 9:00 AM Atlas <quotes@atlasmoving.example> wrote:\n> Your quote`;
    expect(formAcknowledgement(await mail([], quoting, 'Contact Form'), true)).toBeNull();
    expect(formAcknowledgement(await mail([], 'Thank you for reaching out about the move. Friday works for us.', 'Our move'), false)).toBeNull();
  });
});
