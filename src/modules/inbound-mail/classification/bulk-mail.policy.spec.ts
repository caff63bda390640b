import { unsolicitedBulk } from './bulk-mail.policy';
import { decodeInboundMessage } from './inbound-message.mapper';

const mail = (headers: string[], body: string) => decodeInboundMessage(['From: Offers <offers@leads.example>', 'To: quotes@atlasmoving.example', ...headers, '', body].join('\r\n'));

describe('unsolicited bulk mail', () => {
  it.each([
    ['an opt-out offer', 'Fresh leads every week.\n\nIf you no longer wish to receive our offers, you may opt out by following this link.'],
    ['a bare Unsubscribe line over its link', 'Boxes 40% off.\n\nUnsubscribe:\nhttps://boxes.example/u?id=1'],
    ["a link's left-over text", 'Page one in 30 days.\n\nRemove your email'],
    ['a click-here footer', 'New rates.\nClick here to unsubscribe.'],
    ['an offer to stop getting them', 'Your bracelet is set aside until midnight.\n\nIf you wish to stop getting these, feel free to exit\nhere.'],
  ])('should read mail that answers nothing and holds %s as bulk', async (_name, body) => {
    expect(unsolicitedBulk(await mail(['Subject: Offer'], body))).toMatch(/^unsolicited bulk mail/);
  });

  it.each([
    ['a footer at the end of a long newsletter', `${'Diesel prices eased this quarter. '.repeat(400)}\n\nThis e-mail was sent to: quotes@atlasmoving.example\nTo be removed from this list, use this link:\nhttps://news.example/r`],
    ['a wrapped opt-out sentence', 'Route tools for fleets.\n\nIf you no longer wish to hear about future\noffers from us, send a message with STOP in the subject line.'],
    ['a German newsletter footer', 'Neue Halteverbotszonen.\n\nSie erhalten diese E-Mail, da Sie den Newsletter bestellt haben.'],
    ['a pile of sales wording', 'Special offer: 100% satisfaction or your money back guaranteed. Order today!'],
    ['a row of footer links', 'Crates for hire.\n\nUnsubscribe | Manage preferences | Privacy policy'],
    ["a footer's question", "Padded blankets in bulk.\n\nDon't want these emails? Unsubscribe."],
    ['a subscription notice', 'Parking permits.\n\nYou are subscribed to our newsletter as quotes@atlasmoving.example.'],
    ['an unsubscribe link inside a line', 'Trucks from $19.\n\nSent to quotes@atlasmoving.example. Unsubscribe: https://deals.example/u/1'],
    ['a click-here opt-out for any further mail', 'Fly a helicopter from your desk.\n\nIf you do not want to receive any further mail click here.'],
    ['a browser link at the top', 'NEWSLETTER #11 | March 2026\nView email in browser: https://news.example/11\n\nOur spring conferences.'],
  ])('should read mail that answers nothing and holds %s as bulk', async (_name, body) => {
    expect(unsolicitedBulk(await mail(['Subject: News'], body))).toMatch(/^(?:unsolicited bulk mail|promotion)/);
  });

  it.each([
    ['an ESP header', ['Feedback-ID: 12:spring:stowaway'], /Feedback-ID|feedback-id/i],
    ['a mass-mailing X-Mailer', ['X-Mailer: SendBlaster 4'], /mass-mailing program/],
    ["a spam filter's verdict", ['X-Spam-Flag: YES'], /x-spam-flag: YES/],
    ["SpamAssassin's status", ['X-Spam-Status: Yes, score=6.0 required=5.0 tests=HTML_MESSAGE,RDNS_NONE'], /x-spam-status: Yes\)/],
    ['a filter naming the type', ['X-Spam-Type: SPAM'], /x-spam-type: SPAM/],
    ["Exchange's spam confidence level", ['X-MS-Exchange-Organization-SCL: 5'], /spam confidence level 5/],
    ["Exchange Online's anti-spam report", ['X-Forefront-Antispam-Report: CIP:203.0.113.9;CTRY:US;LANG:en;SCL:9;SRV:;IPV:NLI;SFV:SPM'], /spam confidence level 9/],
    ['a web script as the sender', ['X-Authentication-Warning: www1.shop.example: nobody set sender to orders@shop.example using -f'], /web script/],
    ['a discarding bounce address', ['Errors-To: shop-dev-null@shop.example'], /discards replies/],
    ["an application server's message id", ['Message-ID: <1234.1029171478187.JavaMail.weblogic@wl14>'], /application server/],
    ["a billing system's numbered automatic message id", ['Message-ID: <auto-000009604553@billing.example>'], /application server/],
    ["a spam program's message id", ['Message-ID: <QLHMAUTBMRLPSUHSWPVQEL@post.example>'], /spam program's message id/],
    ["an application's mailer library", ['X-Mailer: Microsoft CDO for Windows 2000'], /application's mailer/],
    ["a .NET mail component", ['X-Mailer: aspNetEmail ver 3.5.2.10'], /application's mailer/],
    ["a web server's account as the envelope sender", ['Return-Path: <www-data@vps1.host.example>'], /web server's account/],
    ['a bounce address encoding the recipient', ['Return-Path: <bounces-main+quotes=atlasmoving.example@news.example>'], /VERP/],
  ])('should read a message carrying %s as bulk', async (_name, headers, reason) => {
    expect(unsolicitedBulk(await mail(['Subject: Your documents', ...headers], 'Your travel documents are ready.'))).toMatch(reason);
  });

  it.each([
    ['X-Spam-Status: No, score=0.3 required=5.0 tests=BAYES_00'],
    ['X-Spam-Flag: NO'],
    ['X-Spam: No'],
    ['X-MS-Exchange-Organization-SCL: 1'],
    ['X-Forefront-Antispam-Report: CIP:203.0.113.9;CTRY:US;LANG:en;SCL:-1;SRV:;IPV:NLI;SFV:SKI'],
  ])('should leave a reply that a spam filter passed (%s) to the reply rules', async (verdict) => {
    expect(unsolicitedBulk(await mail(['Subject: Re: Your moving quote', verdict], 'Thanks, Friday works for us. Can the crew come at 9?'))).toBeNull();
  });

  it('should read service subjects and spam that borrows Fw: with its own claims', async () => {
    expect(unsolicitedBulk(await mail(['Subject: Your BoxMart order has been dispatched (#123456)'], 'On its way.'))).toMatch(/service or advertisement subject/);
    expect(unsolicitedBulk(await mail(['Subject: ADV: route planner'], 'Six tools for one price.'))).toMatch(/advertisement subject/);
    expect(unsolicitedBulk(await mail(['Subject: 未承諾広告※ 開業者が続出しています'], '資本金の要らないビジネスです。'))).toMatch(/advertisement subject "未承諾広告"/);
    expect(unsolicitedBulk(await mail(['Subject: (광고) 이사 특가'], '이번 주 특가 안내입니다.'))).toMatch(/advertisement subject "\(광고\)"/);
    expect(unsolicitedBulk(await mail(['Subject: 開業者が続出しています！'], '\n 未承諾広告※ ご迷惑な方は削除してください。\n受信拒否の方は下記のURLへ'))).toMatch(/advertisement's legal tag "未承諾広告"/);
    // A person who writes about such mail, below their own first words, is not one.
    expect(unsolicitedBulk(await mail(['Subject: 見積もりについて'], '引っ越しの見積もりをお願いします。\n昨日「未承諾広告」というメールが届きましたが、御社からですか？'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: NIEUWSBRIEF Verhuizen | juni'], 'Tien tips voor uw verhuizing.'))).toMatch(/service or advertisement subject "NIEUWSBRIEF"/);
    expect(unsolicitedBulk(await mail(['Subject: UPS Update: Follow Your Delivery on a Live Map'], 'Hi Dana, you have a package coming today.'))).toMatch(/service or advertisement subject "Follow Your Delivery"/);
    expect(unsolicitedBulk(await mail(['Subject: Welcome to BoxMart'], 'Thanks for joining us! The BoxMart team'))).toMatch(/service or advertisement subject "Welcome to"/);
    expect(unsolicitedBulk(await mail(['X-Mailer: MaxMailer 5.0', 'Subject: Notice of new terms'], 'Our terms of service change on 1 June.'))).toMatch(/mass-mailing program "MaxMailer"/);
    expect(unsolicitedBulk(await mail(['X-Mailer: Inxmail EE 4.0.2.117', 'Subject: Probelauf am 21.08.'], 'Sehr geehrte Damen und Herren, am Dienstag testen wir unsere Notstromanlage.'))).toMatch(/mass-mailing program "Inxmail"/);
    expect(unsolicitedBulk(await mail(['Subject: Re: your newsletter'], 'Please take me off it.'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Just Do It!'], 'I am a TV producer looking for a story.\nTHIS IS NOT A SALES PITCH FOR ANYTHING!'))).toMatch(/claims "THIS IS NOT A SALES PITCH"/);
    expect(unsolicitedBulk(await mail(['Subject: Your quote'], 'Is this a sales pitch or a real quote? I hope this is not a scam: the price looks too good.'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Re[4]: Regarding your activation'], 'Membership to the best A`D`U`L`T site for F^R^E^E!\nN`O` C`R`E`D`I`T` C`A`R`D` N`E`E`D`E`D`'))).toMatch(/^spam: spells words with marks between their letters \(A`D`U`L`T, F\^R\^E\^E/);
    expect(unsolicitedBulk(await mail(['Subject: Re: your quote'], 'Use code S*A*V*E at checkout? My son typed `ls` and *this* in the form, sorry.'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Fw: ROUTE PLANNER'], 'This is NOT unsolicited email. We honor all removal requests.'))).toMatch(/^spam: .* claims/);
  });

  it("should leave a person's stop request in a footer's words, and a quoted message's footer under Outlook's From:/Sent:", async () => {
    expect(unsolicitedBulk(await mail(['Subject: Stop'], 'I no longer wish to receive these emails, please unsubscribe me.'))).toBeNull();
    const outlook = 'Yes, that works.\n\nFrom: Loop [mailto:updates@loop.example]\nSent: Monday, March 9, 2026 4:22 PM\nTo: Ann\nSubject: Update\n\nA comment was added.\n\nUnsubscribe<https://loop.example/u/1>';
    expect(unsolicitedBulk(await mail(['Subject: Moving date'], outlook))).toBeNull();
    const long = `${'Some of our furniture is fragile, please be careful. '.repeat(150)}\nUpdate your preferences? No idea what that means.`;
    expect(unsolicitedBulk(await mail(['Subject: Long story'], long))).toBeNull();
  });

  it("should leave a bounce address that encodes someone else, and a person's own Return-Path, alone", async () => {
    expect(unsolicitedBulk(await mail(['Subject: Move', 'Return-Path: <list-bounces+kim=example.net@lists.example>'], 'Can you move a piano?'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Move', 'Return-Path: <ann+moves@example.com>'], 'Can you move a piano?'))).toBeNull();
  });

  it('should read mail to undisclosed recipients as bulk, threaded or not, and leave a reply to our address alone', async () => {
    const blind = (to: string, extra: string[] = []) =>
      decodeInboundMessage(['From: Procurement <tender@buyer.example>', `To: ${to}`, 'Subject: Request for Quotation', ...extra, '', 'You are invited to bid for our open tender. See the attached form.'].join('\r\n'));
    expect(unsolicitedBulk(await blind('undisclosed-recipients:;'))).toMatch(/undisclosed recipients/);
    expect(unsolicitedBulk(await blind('Undisclosed recipients: ;', ['In-Reply-To: <borrowed@buyer.example>']))).toMatch(/undisclosed recipients/);
    expect(unsolicitedBulk(await blind('quotes@atlasmoving.example', ['In-Reply-To: <ours@atlasmoving.example>']))).toBeNull();
    expect(unsolicitedBulk(await blind('undisclosed-recipients:;', ['Cc: quotes@atlasmoving.example', 'In-Reply-To: <ours@atlasmoving.example>']))).toBeNull();
  });

  it("should leave a colleague's blind copy to their own organisation's group alone", async () => {
    const post = (headers: string[]) =>
      decodeInboundMessage(['From: Stefano Roncari <s.roncari@eggsist.example>', 'To: undisclosed-recipients:;', 'Bcc: everybody@eggsist.example', 'Subject: Name for the paid version', ...headers, '', 'Please let me know which name you prefer.'].join('\r\n'));
    expect(unsolicitedBulk(await post(['List-Id: <everybody.eggsist.example>', 'Precedence: list']))).toBeNull();
    // A list elsewhere, or one that offers an unsubscribe, is a list's mass mail.
    expect(unsolicitedBulk(await post(['List-Id: <everybody.lists.example>', 'Precedence: list']))).toMatch(/undisclosed recipients/);
    expect(unsolicitedBulk(await post(['List-Id: <everybody.eggsist.example>', 'List-Unsubscribe: <mailto:leave@eggsist.example>']))).toMatch(/undisclosed recipients/);
  });

  it.each([
    ['German, behind a link row', 'abmelden | Sollte diese E-Mail nicht korrekt dargestellt werden, klicken Sie bitte hier.\n\nSamsung SSD 830 128 GB'],
    ['French', 'Si ce message ne s\'affiche pas correctement, cliquez ici.\n\nNos cartons à -30 %.'],
    ['Dutch', 'Wordt deze e-mail niet goed weergegeven? Bekijk hem online.\n\nTien verhuistips.'],
    ['English, below a title', 'SPRING DEALS\nCan\'t see this email? View it online.\n\nCrates from $2.'],
  ])("should read mail that answers nothing and opens with a newsletter's browser-view line (%s) as bulk", async (_language, body) => {
    expect(unsolicitedBulk(await mail(['Subject: Enews'], body))).toMatch(/browser-view line/);
  });

  it("should read a vendor offering its wares as a promotion, and leave a lead asking for ours alone", async () => {
    expect(unsolicitedBulk(await mail(['Subject: POTTERY'], 'Dear Sirs, our company makes pottery. We would like to offer you our articles at factory prices.'))).toMatch(/vendor's wares \("We would like to offer you our articles"\)/);
    expect(unsolicitedBulk(await mail(['Subject: Hosting'], 'We may be able to save you money and offer you the benefits of our reseller program.'))).toMatch(/vendor's wares/);
    expect(unsolicitedBulk(await mail(['Subject: Office move'], 'We would like to get a quote for our office move. Could you offer us your best price? Please forward this to the right person.'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Job'], 'We would like to offer you the job of moving our company to Austin.'))).toBeNull();
  });

  it("should leave a person who writes that our email did not display alone", async () => {
    expect(unsolicitedBulk(await mail(['Subject: Your quote'], 'Hi, your email did not display correctly on my phone. Can you send the quote as a PDF?'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Fwd: Enews'], 'Look at this offer!\n\n---------- Forwarded message ---------\nabmelden | Sollte diese E-Mail nicht korrekt dargestellt werden, klicken Sie bitte hier.'))).toBeNull();
  });

  it('should leave first messages from leads alone', async () => {
    const signature = 'What is your best price? Is the packing free of charge? Click here for our plan: https://acme.example/plan\n\nAnn\nCopyright 2026 Acme. All rights reserved.';
    expect(unsolicitedBulk(await mail(['Subject: Office move'], signature))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Move on the 20th'], "If you don't get any messages from my husband by Friday, please call me."))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Password reset'], 'I cannot log in to the customer portal, can you reset it?'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Can I track my delivery?'], 'Will the truck have GPS so we can follow it?'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: We are welcome to move on the 3rd'], 'The landlord says any day after the 2nd.'))).toBeNull();
    const uuencoded = `Photo of the piano attached.\n\nbegin 644 piano.jpg\n${'M_]C_X``02D9)1@`!`@(```````#__@`>04-$(%-Y<W1E;7,@1&EG:71A;"!)\n'.repeat(20)}\`\nend\n`;
    expect(unsolicitedBulk(await mail(['Subject: Piano'], uuencoded))).toBeNull();
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

  it("reads a person's post relayed by a Google Group as theirs, not as bulk mail for the group's own opt-out footer", async () => {
    const body = [
      'Hi, I got a strange notice in the log while trying to figure out why a drive misbehaves.',
      'Please let me know if you would like more information.',
      '',
      '-- ',
      'You received this message because you are subscribed to the Google Groups "USB storage" group.',
      'To unsubscribe from this group and stop receiving emails from it, send an email to usb-storage+unsubscribe@lists.example.',
    ].join('\n');
    expect(unsolicitedBulk(await mail(['Subject: Unusual message', 'List-Id: <usb-storage.lists.example>'], body))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Unusual message', 'X-Google-Group-Id: 960895140360'], body))).toBeNull();
    // Without the list's own header the same footer is an opt-out offer like any other.
    expect(unsolicitedBulk(await mail(['Subject: Unusual message'], body))).toMatch(/^unsolicited bulk mail/);
  });

  it('reads a groups.io post as its author\'s, its footer being the group\'s own (which names itself whole)', async () => {
    const footer = [
      '-=-=-=-=-=-=-=-=-=-=-=-',
      'Links: You receive all messages sent to this group.',
      'View/Reply Online (#11317): https://lists.example.org/g/test-results/message/11317',
      'Mute This Topic: https://lists.example.org/mt/73091851/4520527',
      'Unsubscribe: https://lists.example.org/g/test-results/unsub',
      '-=-=-=-=-=-=-=-=-=-=-=-',
    ];
    expect(unsolicitedBulk(await mail(['Subject: [test-results] Test - please ignore'], ['Please ignore.', 'Thanks.', ...footer].join('\n')))).toBeNull();
    // A bare "Unsubscribe: <link>" without the group's footer around it stays an opt-out offer.
    expect(unsolicitedBulk(await mail(['Subject: Results'], 'Please ignore.\nUnsubscribe: https://lists.example.org/unsub'))).toMatch(/^unsolicited bulk mail/);
  });

  it("should read a social network's invitation by its opt-out line, and not a person who mentions the network", async () => {
    const invite = 'Kim Ray wants you to join Circleup.\n\nJoin now!\nhttps://circleup.example/join?id=1\n\nFlooded inbox? Block all Circleup users from sending you email by going to:\nhttps://circleup.example/block';
    expect(unsolicitedBulk(await mail(['Subject: Kim Ray wants you to join Circleup!'], invite))).toMatch(/^unsolicited bulk mail: .*Block all Circleup users from sending you email/);
    const person = 'Hi, Kim Ray from Circleup recommended you. Can you stop by on Friday to quote our move? Our users keep sending us requests.';
    expect(unsolicitedBulk(await mail(['Subject: Move quote'], person))).toBeNull();
  });

  it("should read a newsletter's opening line under a borrowed reply subject as bulk, and not a person who cannot read our mail", async () => {
    const newsletter = 'Having trouble viewing this email? Click here!\nPharmacy | Vitamins | SALE\nGet 80% off today.';
    expect(unsolicitedBulk(await mail(['Subject: Re[2]: Amazing discount 81%'], newsletter))).toMatch(/^bulk mail: a newsletter's opening line/);
    const browser = 'View this email in your browser\n\nSpring sale on moving boxes.';
    expect(unsolicitedBulk(await mail(['Subject: RE: boxes'], browser))).toMatch(/^bulk mail: a newsletter's opening line/);
    const person = 'Having trouble viewing this email on my phone. Can you resend the quote as a PDF?';
    expect(unsolicitedBulk(await mail(['Subject: Re: Your quote'], person))).toBeNull();
    const asks = "Having trouble viewing this email? Could you send it again?\n\nAnn";
    expect(unsolicitedBulk(await mail(['Subject: Re: Your quote'], asks))).toBeNull();
  });

  it('should count a claim of where the address was found as sales wording, and not alone', async () => {
    const pitch = 'I noticed your email address on a list serve. Our risk-free service finds you leads. To start, click here.';
    expect(unsolicitedBulk(await mail(['Subject: More Customers Now!'], pitch))).toMatch(/^promotion: .*noticed your email address on/);
    const lead = 'Hello, I found your email address on your website. Can you quote a two-bedroom move on May 3?';
    expect(unsolicitedBulk(await mail(['Subject: Quote'], lead))).toBeNull();
  });

  it("should read a service's notice signed by a team, or telling the reader nothing is asked of them, as service mail", async () => {
    const team = 'Dear David Smythe,\n\nYour number is still ineligible for our DSL service.\n\nSincerely,\n\nThe EarthLink High Speed Internet Sales Team\n';
    expect(unsolicitedBulk(await mail(['Subject: Your DSL eligibility'], team))).toMatch(/^service mail: .*The EarthLink High Speed Internet Sales Team/);
    const upload = 'The uploaded file has entered the archive.\n\nNo action is required on your part.';
    expect(unsolicitedBulk(await mail(['Subject: Upload'], upload))).toMatch(/^service mail: .*No action is required on your part/);
    const family = 'We need a quote for a move on May 3, no action required until then.\n\nThanks,\nThe Smith family';
    expect(unsolicitedBulk(await mail(['Subject: Quote'], family))).toBeNull();
    const person = 'Our team will be at the house on May 3.\n\nRegards,\nDana from the Smith team at work';
    expect(unsolicitedBulk(await mail(['Subject: Access'], person))).toBeNull();
  });

  it("should read a library's or a biller's notice subject as service mail, and not a person's", async () => {
    for (const subject of ['Advanced Date Due Notice', 'Overdue notice', 'Payment due notice']) {
      expect(unsolicitedBulk(await mail([`Subject: ${subject}`], 'The titles listed below will be due on Monday.'))).toMatch(/^bulk mail: answers nothing of ours under a service or advertisement subject/);
    }
    expect(unsolicitedBulk(await mail(['Subject: Notice of our new move date'], 'We moved the date to May 5.'))).toBeNull();
  });

  it('should read a bare "Re:" that threads nothing as spam, and leave a reply subject with words alone', async () => {
    expect(unsolicitedBulk(await mail(['Subject: Re:'], '7181B 4'))).toBe('spam: a bare "Re:" subject, and nothing threads it to a message it could answer');
    expect(unsolicitedBulk(await mail(['Subject: Re: your quote'], 'Tuesday works.'))).toBeNull();
    expect(unsolicitedBulk(await mail(['Subject: Re:', 'In-Reply-To: <q1@atlasmoving.example>'], 'Tuesday works.'))).toBeNull();
  });

  it("should read a Japanese opt-out footer as bulk, and leave a person's request to stop alone", async () => {
    const footer = '限定商品！売り切れ間近！\nhttp://shop.example.jp/\n配信停止の方はこちらまで dm@shop.example.jp';
    expect(unsolicitedBulk(await mail(['Subject: ご案内'], footer))).toMatch(/^unsolicited bulk mail: answers nothing of ours and offers an opt-out \("配信停止の方は"\)/);
    expect(unsolicitedBulk(await mail(['Subject: 配信停止'], '配信停止をお願いします。'))).toBeNull();
  });

  it('should read a bare "FW:" that forwards nothing as spam, and leave a forward carrying its message alone', async () => {
    const pitch = 'Thank you for your interest!\n\nJudgment courses: learn to collect money judgments and earn a substantial income.';
    expect(unsolicitedBulk(await mail(['Subject: FW:'], pitch))).toBe('spam: a bare "Fw:" subject, and nothing forwarded under it');
    const forward = 'See below, from our landlord.\n\n---------- Forwarded message ---------\nFrom: Landlord <l@rent.example>\nSubject:\n\nThe elevator is free on May 3.';
    expect(unsolicitedBulk(await mail(['Subject: Fwd:'], forward))).toBeNull();
    const quoted = 'FYI\n\n> The elevator is free on May 3.\n> Landlord';
    expect(unsolicitedBulk(await mail(['Subject: FW:'], quoted))).toBeNull();
  });

  it("should read a promotion closing on a postal address and an opt-out as bulk, and leave a customer signing with their address alone", async () => {
    const promo = 'Movers say this ONE packing mistake ruins furniture.\n\nFind out for yourself now…\n\nhttps://tips.example/a\n\nSincerely,\n1922 Watson Lane Hancock, TX 78130\nUnsubscribe\n\nhttps://tips.example/u';
    expect(unsolicitedBulk(await mail(['Subject: 1 common mistake'], promo))).toBe(
      'unsolicited bulk mail: answers nothing of ours and closes with a sender\'s postal address and an opt-out ("Unsubscribe")',
    );
    const survey = "Rewards for movers who share their opinion.\nSTART NOW\nIf you'd prefer not to receive future messages, Unsubscribe Here.\n115 E 23rd St, New York, NY 10010, US";
    expect(unsolicitedBulk(await mail(['Subject: An important update'], survey))).toMatch(/closes with a sender's postal address and an opt-out \("If you'd prefer not/);
    const customer = 'Hi,\n\nWe need a quote for a two-bedroom move on June 3.\n\nThanks,\nAnn Lee\n1200 Congress Ave, Austin, TX 78701';
    expect(unsolicitedBulk(await mail(['Subject: Moving quote'], customer))).toBeNull();
    // An opt-out line alone, with no sender's address beside it, is left to the other rules.
    expect(unsolicitedBulk(await mail(['Subject: Moving quote'], 'We need a quote for June 3.\n\nUnsubscribe'))).toBeNull();
  });
});
