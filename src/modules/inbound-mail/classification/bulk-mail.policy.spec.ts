import { unsolicitedBulk } from './bulk-mail.policy';
import { decodeInboundMessage } from './inbound-message.mapper';

const mail = (headers: string[], body: string) => decodeInboundMessage(['From: Offers <offers@leads.example>', 'To: quotes@atlasmoving.example', ...headers, '', body].join('\r\n'));

describe('unsolicited bulk mail', () => {
  it.each([
    ['an opt-out offer', 'Fresh leads every week.\n\nIf you no longer wish to receive our offers, you may opt out by following this link.'],
    ['a bare Unsubscribe line over its link', 'Boxes 40% off.\n\nUnsubscribe:\nhttps://boxes.example/u?id=1'],
    ["a link's left-over text", 'Page one in 30 days.\n\nRemove your email'],
    ['a click-here footer', 'New rates.\nClick here to unsubscribe.'],
  ])('should read mail that answers nothing and holds %s as bulk', async (_name, body) => {
    expect(unsolicitedBulk(await mail(['Subject: Offer'], body))).toMatch(/^unsolicited bulk mail/);
  });

  it('should read mail that spells a handful of words with symbols as spam, and not a person who writes one or two', async () => {
    const spam = 'Hey! G0ld P@ckage now N0w half price, S!lver P@tches free, best V@lue, l!mited st0ck';
    expect(unsolicitedBulk(await mail(['Subject: hey'], spam))).toMatch(/^spam: answers nothing of ours and spells \d+ words/);
    expect(unsolicitedBulk(await mail(['Subject: Move in May'], 'Hi, is th@t price still good? Write to me at ann@example.com or a.b@c0mpany.example.'))).toBeNull();
  });

  it('should leave people alone: a stop request, a reply, a forward, and quoted footers', async () => {
    expect(unsolicitedBulk(await mail(['Subject: Stop'], 'I no longer wish to receive these emails. Please stop emailing me.'))).toBeNull();
    const offer = 'If you no longer wish to receive our offers, you may opt out by following this link.';
    expect(unsolicitedBulk(await mail(['Subject: Re: Your quote', 'In-Reply-To: <a@atlasmoving.example>'], `Yes please.\n\n${offer}`))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Fwd: Leads'], `Worth a try?\n\n${offer}`))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Storage note'], `See below.\n\n| To unsubscribe from these emails, visit your preferences.\n> ${offer}`))).toBeNull();
  });
});
