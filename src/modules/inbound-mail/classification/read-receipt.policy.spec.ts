import { decodeInboundMessage } from './inbound-message.mapper';
import { plainReadReceipt } from './read-receipt.policy';

const mail = (subject: string, body: string) => decodeInboundMessage(['From: Ann Lee <ann@example.com>', 'To: quotes@atlasmoving.example', `Subject: ${subject}`, '', body].join('\r\n'));
const RECEIPT = 'Your message\r\n\r\n  To: Ann Lee\r\n  Subject: Your moving quote\r\n\r\nwas read on Monday, November 23, 2026 10:12 AM.';

describe('plain read receipts', () => {
  it.each([
    ['Read: Your moving quote', RECEIPT],
    ['Not read: Your moving quote', 'Your message to Ann Lee was deleted without being read on 23/11/2026.'],
    ['Gelesen: Ihr Umzugsangebot', 'Ihre Nachricht wurde am Montag, 23. November 2026 10:12 gelesen.'],
    ['Leído: Su cotización', 'Su mensaje fue leído el lunes 23 de noviembre de 2026.'],
  ])('should take "%s" over the receipt sentence as a read receipt', async (subject, body) => {
    expect(plainReadReceipt(await mail(subject, body))).toMatch(/^read receipt/);
  });

  it("should leave a person's reply alone, even one that talks about reading", async () => {
    expect(plainReadReceipt(await mail('Re: Read: Your moving quote', 'Sorry, I only read it now. Tuesday works.'))).toBeNull();
    expect(plainReadReceipt(await mail('Read: the contract', 'I read it, it was fine.'))).toBeNull();
  });
});
