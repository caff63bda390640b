import { unsolicitedBulk } from './bulk-mail.policy';
import { decodeInboundMessage } from './inbound-message.mapper';

const mail = (body: string, subject = 'Hello', attachment?: string) =>
  decodeInboundMessage(
    [
      'From: Kim <kim@example.net>',
      'To: quotes@atlasmoving.example',
      `Subject: ${subject}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="B"',
      '',
      '--B',
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
      ...(attachment ? ['--B', `Content-Type: application/octet-stream; name="${attachment}"`, `Content-Disposition: attachment; filename="${attachment}"`, 'Content-Transfer-Encoding: base64', '', 'UEsFBgAAAAABAAEA', ''] : []),
      '--B--',
      '',
    ].join('\r\n'),
  );

describe('spam, malware and scam signs', () => {
  it.each([['invoice_0412.js'], ['scan.pdf.exe'], ['photo_2026.jpg_.zip'], ['Rechnung.PDF .scr']])('should read unthreaded mail attaching "%s" as malware', async (name) => {
    expect(unsolicitedBulk(await mail('See attached.', 'Invoice', name))).toMatch(/^malware: answers nothing of ours and attaches/);
  });

  it('should leave documents, pictures and archives a Mac names ("report.pdf.zip") alone', async () => {
    for (const name of ['inventory.pdf', 'piano.jpg', 'rooms.zip', 'report.pdf.zip']) expect(unsolicitedBulk(await mail('Photos of the rooms attached.', 'Move in May', name))).toBeNull();
  });

  it("should read a security gateway's note that it deleted a script as malware, and not a file line alone", async () => {
    const note = 'Here are the bills.\n\nThe gateway has detected a message that may not be safe.\nFile name    : bills_2026~.js\nAction       : The gateway deleted bills_2026~.js.';
    expect(unsolicitedBulk(await mail(note))).toMatch(/^malware: a security gateway took out "File name/);
    expect(unsolicitedBulk(await mail('Our site broke after the update.\nFile name: checkout.js\nCan you quote a fix?'))).toBeNull();
  });

  it.each([['Dear valued customer,'], ['Dear potential partner,'], ['Dear Colleague,'], ['Gentili Business Partner,'], ['Estimado cliente:'], ['Liebe Kunden,'], ['Dear Friend,'], ['¡Estimado amigo!'], ['\uFFFDEstimado amigo,']])(
    'should read mail greeting a crowd ("%s") as bulk',
    async (greeting) => {
      expect(unsolicitedBulk(await mail(`${greeting}\nOur new catalogue of crates is out.`))).toMatch(/greets a crowd/);
    },
  );

  it('should read a lottery notice whose words are padded or wrapped as a scam', async () => {
    const notice = 'UK NATIONAL LOTTERY\n\n         WINNING  NOTIFICATION\nYou have been approved for a lump\nsum pay out. Contact our claims agent.\nBATCH No: 2005MJL-01';
    expect(unsolicitedBulk(await mail(notice, 'YOUR E-MAIL HAS WON'))).toMatch(/^scam: reads as advance-fee fraud \(winning notification, lump sum, claims agent/);
  });

  it('should read a link to a host written as one number as spam, and leave links to named hosts and addresses alone', async () => {
    expect(unsolicitedBulk(await mail('$10,000 in FREE Grant Money is Available NOW!\n\nVisit our website at:\n\nhttp://1071396130/index2.htm', 'Free money'))).toMatch(/^spam: answers nothing of ours and links to a host written as one number \(http:\/\/1071396130/);
    expect(unsolicitedBulk(await mail('Our router at http://192.168.1.1/ shows the order number 1071396130 on https://shop.example/orders/1071396130.', 'Order'))).toBeNull();
  });

  it("should read a widow's letter about funds abroad as a scam, and leave a customer moving an estate alone", async () => {
    const letter = 'STRICTLY  CONFIDENTIAL\nI AM THE WIDOW OF THE LATE PRESIDENT OF MY COUNTRY. WE CAME WITH SEALED BAGGAGE CONTAINING\nTWENTY-TWO MILLION UNITED STATES DOLLARS (US$22,000,000.00). 25% OF THE TOTAL SUM TO YOU FOR YOUR ASSISTANCE.';
    expect(unsolicitedBulk(await mail(letter, 'URGENT ASSISTANCE'))).toMatch(/^scam: reads as advance-fee fraud \(strictly confidential, late president, sealed baggage/);
    const customer = 'My late father left us his house. Please keep this strictly confidential: we need the piano moved before the sale, about 10% of the total amount we budgeted.';
    expect(unsolicitedBulk(await mail(customer, 'Estate move'))).toBeNull();
  });

  it('should read a loan offer to strangers as a scam, and leave a customer asking about financing alone', async () => {
    const offer = 'We offer loans to private individuals and corporate organizations at 2% interest rate. Interested serious applicants should apply via email.\n\nWarm Regards,\nLoan Team';
    expect(unsolicitedBulk(await mail(offer, 'Apply For Loans @ 2% Per Annum'))).toMatch(/^scam: reads as advance-fee fraud \(we offer loans, at 2% interest, interested serious applicants\)/);
    expect(unsolicitedBulk(await mail('Do you offer financing for the move? My bank loan comes through at 6% interest next week.', 'Financing'))).toBeNull();
  });

  it("should leave a person's greeting alone, to a name or to our service desk", async () => {
    for (const greeting of ['Dear Customer Service,', 'Dear Ms Lee,', 'Dear all,', 'Hi team,', 'Dear Sir or Madam,']) {
      expect(unsolicitedBulk(await mail(`${greeting}\nI need a quote for a two-bedroom move on May 3.`))).toBeNull();
    }
  });

  it('should leave a new message that greets our address instead of a name alone: a real lead may write "Hi quotes@…"', async () => {
    expect(unsolicitedBulk(await mail('Hi quotes@atlasmoving.example,\n\nCan you quote a move from Austin on May 3?'))).toBeNull();
  });

  it('should leave a person who writes of a friend, or greets us as one under a reply, alone', async () => {
    expect(unsolicitedBulk(await mail('My friend Dana recommended you. Can you quote a move on May 3?'))).toBeNull();
    expect(unsolicitedBulk(await mail('Dear friend, thanks for the quote, Tuesday works.', 'Re: Your quote'))).toBeNull();
  });

  it('should read two romance-scam turns of phrase as a scam, and not one', async () => {
    const scam = 'Hello dear, I am a lonely woman and I happen to have your email from a google search. I can send you my photos.';
    expect(unsolicitedBulk(await mail(scam))).toMatch(/^scam: answers nothing of ours and reads as a romance scam/);
    expect(unsolicitedBulk(await mail('Can I send you my photos of the wardrobe? It has to go to the 3rd floor.', 'Wardrobe'))).toBeNull();
  });

  const html = (body: string, subject = 'Need your assistance') =>
    decodeInboundMessage(['From: Venice <venice@example.net>', 'To: quotes@atlasmoving.example', `Subject: ${subject}`, 'MIME-Version: 1.0', 'Content-Type: text/html; charset=utf-8', '', body, ''].join('\r\n'));

  it("should read a link that shows one site's address and leads to another as spam, and leave links that go where they say", async () => {
    expect(unsolicitedBulk(await html('<p>Fast shipping! <a href="http://www.pills.example.ru/">http://www.shop.example.com</a></p>'))).toBe(
      "spam: answers nothing of ours and shows one site's address on a link to another (www.shop.example.com leading to www.pills.example.ru)",
    );
    expect(unsolicitedBulk(await html('<p>Our listing: <a href="https://www.zillow.com/homedetails/1">https://www.zillow.com/homedetails/1</a></p>', 'Our house'))).toBeNull();
    // A link wrapper (Safe Links) carries the shown address in its own.
    const wrapped = '<p>Photos: <a href="https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fphotos.example.com%2Fa">https://photos.example.com/a</a></p>';
    expect(unsolicitedBulk(await html(wrapped, 'Photos of the sofa'))).toBeNull();
  });

  it('should read a picture cut into table cells with no words as spam, and leave photos a person sends', async () => {
    const cells = [1, 2, 3, 4].map((n) => `<td><img src="cid:slice${n}@ads.example" width=172></td>`).join('');
    expect(unsolicitedBulk(await html(`<table><tr>${cells}</tr></table>`, 'Discounts up to 36%!'))).toBe('spam: answers nothing of ours and says nothing but a picture cut into 4 table cells');
    const photos = [1, 2, 3, 4].map((n) => `<div><img src="cid:photo${n}@iphone.example"></div>`).join('');
    expect(unsolicitedBulk(await html(photos, 'Sofa'))).toBeNull();
  });

  it('should read a link to a host written in %-escapes as spam, and leave escaped paths and queries alone', async () => {
    expect(unsolicitedBulk(await html('<a href="http://%77%77w.p%61ss4free%2Enet/pb3/">Watch</a>', 'from: Leandro'))).toMatch(/^spam: answers nothing of ours and links to a host written in %-escapes/);
    expect(unsolicitedBulk(await html('<p>Our listing: <a href="https://maps.example.com/search/12%20Oak%20St?q=a%2Bb">map</a></p>', 'Our house'))).toBeNull();
  });

  it('should read words spelt in character references as spam, and leave accents and a few references alone', async () => {
    const spelt = [...'Watch the video now for free'].map((c) => `&#${c.charCodeAt(0)};`).join('<!K4>');
    expect(unsolicitedBulk(await html(`<p>${spelt}</p>`, 'Hi'))).toMatch(/^spam: answers nothing of ours and spells its words in \d+ character references/);
    expect(unsolicitedBulk(await html('<p>Jos&#233; N&#250;&#241;ez &#8212; move on May 3 &#8211; &#65;partment 4</p>', 'Quote'))).toBeNull();
  });

  it("should read a sender's name that spells a word with a digit as spam, and leave people's names alone", async () => {
    const from = (name: string) =>
      decodeInboundMessage([`From: ${name} <promo@example.net>`, 'To: quotes@atlasmoving.example', 'Subject: Your Bonus', '', 'Open now.', ''].join('\r\n'));
    expect(unsolicitedBulk(await from('C0ngratuLations'))).toBe('spam: answers nothing of ours and its sender\'s name spells a word with a digit ("C0ngratuLations")');
    for (const name of ['Anna Smith 2nd', 'R2 Movers', 'Jean-Luc Picard', 'Apt 10 Tenant', '丸の内1丁目オフィス']) expect(unsolicitedBulk(await from(name))).toBeNull();
  });

  it('should read a Japanese dating-site lure by two of its phrases, and leave a Japanese customer alone', async () => {
    const lure = 'まゆみです。お久しぶりですね。よかったら会ってみませんか？私の連絡先はこのサイトに載ってるから確認してね。\nhttp://dating.example/me';
    expect(unsolicitedBulk(await mail(lure, 'お久しぶりですね'))).toMatch(/^scam: answers nothing of ours and lures to a dating site \(会ってみませんか, サイトに載って\)/);
    const customer = '御社のサイトで見て連絡しました。来月、東京から大阪への引っ越しの見積もりをお願いします。プロフィールは不要です。';
    expect(unsolicitedBulk(await mail(customer, '見積もり依頼'))).toBeNull();
  });

  it('should read a Japanese phishing lure by two of its threats, and leave a Japanese customer asking about our invoice alone', async () => {
    const lure = 'e-Taxをご利用いただきありがとうございます。\nあなたの所得税の延滞金について、これまで納付を催促してきましたが、まだ納付されておりません。\nhttps://etax-check.example/';
    expect(unsolicitedBulk(await mail(lure, '【重要】税金未納に関するお知らせ'))).toMatch(/^scam: answers nothing of ours and threatens over an unpaid sum or a stopped account \(未納, 延滞金, 催促\)/);
    const customer = '先月の引っ越しの請求書が届きましたが、お支払い期限はいつでしょうか。未納にならないよう早めに払います。';
    expect(unsolicitedBulk(await mail(customer, '請求書について'))).toBeNull();
  });

  it("should read the same line written three times running as spam, and leave a person who repeats a word or a short line alone", async () => {
    const lure = 'Fw: Protected session marker RTED-82273 secure update notice\nFw: Protected session marker RTED-82273 secure update notice\nFw: Protected session marker RTED-82273 secure update notice\n> kim@example.net 08 May';
    expect(unsolicitedBulk(await mail(lure, 'Authentication required'))).toBe('spam: answers nothing of ours and writes one line 3 times running ("Fw: Protected session marker RTED-82273 secure update notice")');
    expect(unsolicitedBulk(await mail('Help!\nHelp!\nHelp!\nOur truck broke down, can you send another one today?'))).toBeNull();
    expect(unsolicitedBulk(await mail('Box list:\n-------------------------\n-------------------------\n-------------------------\nKitchen: 12 boxes'))).toBeNull();
  });

  it("should read a lottery notice and a 419 letter in their newer wordings as scams, and a crowd greeted as intending partners as bulk", async () => {
    const lottery = 'We are pleased to inform you of the result of the Lotto NL Winners International programs. Your winning numbers drew EUR 1,000,000.00. Keep your winning information confidential until your money has been remitted to you by our pay-point bank.';
    expect(unsolicitedBulk(await mail(lottery, 'Winners'))).toMatch(/^scam: reads as advance-fee fraud/);
    const letter = 'I am the chairman of the contract award committee. The fund resulted from an over-invoiced contract; we want you to receive the sum of $28.6M into your nominated bank account.';
    expect(unsolicitedBulk(await mail(letter, 'Proposal'))).toMatch(/^scam: reads as advance-fee fraud \(contract award committee, over-invoiced, receive the sum/);
    expect(unsolicitedBulk(await mail('Dear Intending partner,\n\nI write to you in confidence.'))).toMatch(/^bulk mail: answers nothing of ours and greets a crowd \("Dear Intending partner"\)/);
    expect(unsolicitedBulk(await mail('We won the bid for the new office and need to move 40 desks in March. The contract was awarded last week; can you quote it?', 'Office move'))).toBeNull();
  });

  it("should read unthreaded mail sent in a service team's name as spam, and leave a person's name and a team's reply to our mail alone", async () => {
    const stub = await decodeInboundMessage(['From: KEY Support Team <support@keynet.example>', 'To: quotes@atlasmoving.example', 'Subject: Security Alert', '', 'An HTML attachment was scrubbed...'].join('\r\n'));
    expect(unsolicitedBulk(stub)).toBe('spam: answers nothing of ours and is sent in the name of a service\'s team ("KEY Support Team")');
    const person = await decodeInboundMessage(['From: Dana Team <dana.team@example.net>', 'To: quotes@atlasmoving.example', 'Subject: Move', '', 'Can you quote a move on May 4?'].join('\r\n'));
    expect(unsolicitedBulk(person)).toBeNull();
    const reply = await decodeInboundMessage(['From: Facilities Support Team <facilities@acme.example>', 'To: quotes@atlasmoving.example', 'Subject: Re: Your quote', 'In-Reply-To: <q1@atlasmoving.example>', '', 'Thanks, the June 4 date works for us.'].join('\r\n'));
    expect(unsolicitedBulk(reply)).toBeNull();
  });

  it("should read a directory's notice about the reader's entry as bulk, and leave a lead who saw our listing alone", async () => {
    const notice = 'Hi\n\nOne of our visitors has submitted your entry Atlas Moving to MoverLinks.example.\nThis entry has been approved and will appear after the next update.\n\nRegards,\nSteve';
    expect(unsolicitedBulk(await mail(notice, 'Addition: Atlas Moving'))).toBe("bulk mail: answers nothing of ours and is a directory's notice about the reader's entry");
    const german = 'Sehr geehrte Damen und Herren,\n\ngemäß § 33 des deutschen Bundesdatenschutzgesetzes informieren wir Sie hiermit über Ihren Eintrag im Gelben Branchenbuch.';
    expect(unsolicitedBulk(await mail(german, 'Ihr Eintrag im Gelben Branchenbuch'))).toMatch(/directory's notice/);
    expect(unsolicitedBulk(await mail('Hi, I saw your listing on Yelp. Can you quote a two-bedroom move on June 3?', 'Quote'))).toBeNull();
    expect(unsolicitedBulk(await mail('Guten Tag, ich habe Ihren Eintrag im Branchenbuch gefunden. Was kostet ein Umzug nach Köln?', 'Umzug'))).toBeNull();
  });

  it("should read a stranger answering an ad the reader never placed, with a dating profile, as a scam, and not one of the two", async () => {
    const scam = 'I think you answered my ad longtime ago, if it was not you I am sorry. I have a profile at http://match.example';
    expect(unsolicitedBulk(await mail(scam, 'what ?'))).toMatch(/^scam: answers nothing of ours and reads as a romance scam/);
    expect(unsolicitedBulk(await mail('You answered my ad for the piano last week. Can you move it on May 3?', 'Piano'))).toBeNull();
  });

  it('should read mail sent to one mailbox name at three or more domains as spam, and leave a customer writing to several companies alone, at their info@ addresses too', async () => {
    const to = (recipients: string) =>
      decodeInboundMessage(['From: Robert <robert@freemail.example>', `To: ${recipients}`, 'Subject: Your payment has been approved', '', 'Your invoice is attached.'].join('\r\n'));
    expect(unsolicitedBulk(await to('mstone@atlasmoving.example, mstone@schools.example, mstone@consulting.example'))).toBe(
      'spam: answers nothing of ours and is sent to "mstone@" at 3 or more domains (a guessed list)',
    );
    expect(unsolicitedBulk(await to('quotes@atlasmoving.example, estimates@lonestar.example, info@bluebonnet.example'))).toBeNull();
    // A customer asking three movers for a quote at each one's info@ address.
    expect(unsolicitedBulk(await to('info@atlasmoving.example, info@lonestar.example, info@bluebonnet.example'))).toBeNull();
    expect(unsolicitedBulk(await to('mstone@atlasmoving.example, mstone@schools.example'))).toBeNull();
  });

  it("should read a link written with a mixed-case scheme, or a text part that only asks for an HTML viewer, as spam, and leave people's links alone", async () => {
    expect(unsolicitedBulk(await mail('Invoice pending: hTTPs://203.0.113.7.host.example/inv/8812'))).toMatch(/^spam: answers nothing of ours and writes a link's scheme in mixed case \(hTTPs:\/\/203\.0\.113\.7/);
    expect(unsolicitedBulk(await mail('Curriculum attached.\n\nAn HTML viewer is required to see this message'))).toBe('spam: answers nothing of ours and its text part only says an HTML viewer is required');
    for (const link of ['https://photos.example/album', 'HTTP://WWW.OLD-SITE.EXAMPLE/', 'Https://docs.example/list']) {
      expect(unsolicitedBulk(await mail(`Here is our inventory: ${link}\nCan you quote the move?`))).toBeNull();
    }
  });

  it('should read a greeting to the reader\'s mail address as spam, and leave greetings by name and an address greeted in quoted mail alone', async () => {
    expect(unsolicitedBulk(await mail('Hey, kim.lee@example.net\n\nTook a quick look at your site. Reply CHECK and I will send the report.'))).toBe(
      'spam: answers nothing of ours and greets its reader by mail address ("Hey, kim.lee@example.net")',
    );
    expect(unsolicitedBulk(await mail('Hi Kim,\n\nWe move on May 4 from 12 Oak St. Can you quote? Reach me at kim.lee@example.net'))).toBeNull();
    expect(unsolicitedBulk(await mail('See below, is this you?\n\nFrom: portal@example.com\nSent: March 9\nTo: Kim\nSubject: Your quote\n\nHi kim.lee@example.net, your quote is ready.'))).toBeNull();
  });

  it('should read words hidden from the reader in an HTML part as bulk, and leave a forward of such mail and a hidden blank alone', async () => {
    const filler = 'fresh community notes gather quietly about seasonal hardware trends across regions nationwide';
    const hidden = `<div style="font-size:0;line-height:0;max-height:0;overflow:hidden;">${filler}</div><p>Claim your reward today.</p>`;
    expect(unsolicitedBulk(await htmlMail('Claim your reward today.', hidden))).toBe(
      'bulk mail: answers nothing of ours and hides 12 words from its reader (an HTML block styled invisible)',
    );
    expect(unsolicitedBulk(await htmlMail('Claim your reward today.', `<span style='display: none !important'>${filler}</span>`))).toMatch(/hides 12 words/);
    const forward = 'Look at this offer from the truck rental place.\n\n---------- Forwarded message ---------\nFrom: Deals <deals@rental.example>\n\nClaim your reward today.';
    expect(unsolicitedBulk(await htmlMail(forward, `<p>Look at this offer from the truck rental place.</p>${hidden}`))).toBeNull();
    expect(unsolicitedBulk(await htmlMail('Can you quote a move on May 4?', '<p>Can you quote a move on May 4?</p><span style="display:none">&nbsp;</span>'))).toBeNull();
  });

  it("should read three of a cold pitch's phrases as spam, and leave a business customer who uses two alone", async () => {
    const pitch = 'Dear Sir/Mam,\n\nI represent a web development service provider. We specialize in custom websites and have helped clients across the globe. Would you be open to a brief call this week?';
    expect(unsolicitedBulk(await mail(pitch, 'Website design'))).toMatch(/^spam: answers nothing of ours and pitches a stranger's services \(i represent a web development service provider, we specialize in, helped clients/);
    const customer = 'Hello,\n\nWe specialize in dental equipment and are moving our office of 20 staff from Austin to Dallas in June. Would you be open to a quick call to quote it?\n\nThanks,\nDana';
    expect(unsolicitedBulk(await mail(customer, 'Office move'))).toBeNull();
  });
});

const htmlMail = (text: string, html: string, subject = 'Hello') =>
  decodeInboundMessage(
    [
      'From: Kim <kim@example.net>',
      'To: quotes@atlasmoving.example',
      `Subject: ${subject}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="A"',
      '',
      '--A',
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      '--A',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<html><body>${html}</body></html>`,
      '--A--',
      '',
    ].join('\r\n'),
  );
