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
    ['a Japanese form copy that calls itself an automatic reply', [], 'このメールはお問い合わせフォームから送信されました。このメールは自動返信です。', 'ご予約'],
  ])('should read %s as a contact form acknowledgement', async (_name, headers, body, subject) => {
    expect(formAcknowledgement(await mail(headers, body, subject), false)).toMatch(/^a contact form's acknowledgement/);
  });

  it('should take the thanks alone when other signs already say a program sent it', async () => {
    const message = await mail([], 'Gracias por su mensaje de contacto, procuraré responder lo antes posible.', 'DobleeMe');
    expect(formAcknowledgement(message, false)).toBeNull();
    expect(formAcknowledgement(message, true)).toMatch(/gracias por su mensaje/i);
  });

  it("should leave replies, quoting mail and a person's thanks alone", async () => {
    expect(formAcknowledgement(await mail(['In-Reply-To: <ours@atlasmoving.example>'], THANKS, 'Thank you for your message!'), true)).toBeNull();
    const quoting = `${THANKS}\n\nOn Mon, Nov 23, 2026 at 9:00 AM Atlas <quotes@atlasmoving.example> wrote:\n> Your quote`;
    expect(formAcknowledgement(await mail([], quoting, 'Contact Form'), true)).toBeNull();
    expect(formAcknowledgement(await mail([], 'Thank you for reaching out about the move. Friday works for us.', 'Our move'), false)).toBeNull();
  });
});
