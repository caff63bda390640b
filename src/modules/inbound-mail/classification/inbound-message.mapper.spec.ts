import { decodeInboundMessage, messageIds } from './inbound-message.mapper';

describe('inbound message decoding', () => {
  it('should put every message id in angle brackets, in order', () => {
    expect(messageIds('<a@x> <b@y>\r\n <c@z>')).toEqual(['<a@x>', '<b@y>', '<c@z>']);
    expect(messageIds('a@x, b@y')).toEqual(['<a@x>', '<b@y>']);
    expect(messageIds(['<a@x>', '<b@y>'])).toEqual(['<a@x>', '<b@y>']);
    expect(messageIds(undefined)).toEqual([]);
    expect(messageIds('no ids here')).toEqual([]);
  });

  it('should decode encoded words, charsets and transfer encodings, and keep repeated headers', async () => {
    const message = await decodeInboundMessage(
      [
        'From: =?iso-8859-1?Q?Jos=E9_N=FA=F1ez?= <Jose@Example.MX>',
        'To: quotes+r-abc@atlasmoving.example',
        'Subject: =?UTF-8?B?UmU6IENvdGl6YWNpw7Nu?=',
        'Received: from a',
        'Received: from b',
        'List-Id: Movers <movers.lists.example>',
        'Message-ID: <m1@example.mx>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=iso-8859-1',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'S=ED, ma=F1ana.',
      ].join('\r\n'),
    );
    expect(message).toMatchObject({ from: 'jose@example.mx', fromName: 'José Núñez', subject: 'Re: Cotización', text: 'Sí, mañana.', messageId: '<m1@example.mx>', to: ['quotes+r-abc@atlasmoving.example'] });
    expect(message.headers.get('received')).toEqual(['from a', 'from b']);
    expect(message.headers.get('list-id')).toEqual(['Movers <movers.lists.example>']);
  });

  it('should read the body of a multipart message whose boundary matches no part as it stands', async () => {
    const message = await decodeInboundMessage('From: MAILER-DAEMON@x.example\r\nContent-Type: multipart/report; report-type=delivery-status; boundary="nope"\r\n\r\n--other\r\nContent-Type: message/delivery-status\r\n\r\nFinal-Recipient: rfc822; a@b.example\r\nAction: failed\r\nStatus: 5.1.1\r\n--other--\r\n');
    expect(message.text).toContain('Final-Recipient: rfc822; a@b.example');
  });

  it("should read a message whose only part is a file as wordless, and a body typed just 'text' as its text", async () => {
    const pdfOnly = await decodeInboundMessage(
      ['From: receipts@travel.example', 'Subject: Travel Receipt', 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="B"', '', '--B',
        'Content-Type: application/pdf; name="receipt.pdf"', 'Content-Transfer-Encoding: base64', 'Content-Disposition: attachment; filename="receipt.pdf"', '',
        'JVBERi0xLjQNCiW0tba3DQoxIDAgb2JqDQo8PA0KL1BhZ2VzIDIgMCBSDQovUGFnZUxheW91dCAv', '--B--', ''].join('\r\n'),
    );
    expect(pdfOnly).toMatchObject({ text: '', attachments: ['receipt.pdf'] });
    const bare = await decodeInboundMessage(['From: bugs@tracker.example', 'Subject: Re: PR#298', 'Content-Type: text', '', 'Thank you for submitting a bug report.'].join('\r\n'));
    expect(bare.text).toBe('Thank you for submitting a bug report.');
  });

  it('should read the headers of a copy stored with blank lines before them', async () => {
    const message = await decodeInboundMessage('\r\n   \r\nFrom: postmaster@example.org\r\nSubject: Delivery Status Notification (Failure)\r\n\r\nDelivery to the following recipients failed.\r\n');
    expect(message).toMatchObject({ from: 'postmaster@example.org', subject: 'Delivery Status Notification (Failure)' });
    const bodyOnly = await decodeInboundMessage('\r\n\r\nJust a line of text\r\n');
    expect(bodyOnly.from).toBe('');
  });

  it('should keep returned headers as a part and fall back to the HTML as text', async () => {
    const message = await decodeInboundMessage(
      'From: a@b.example\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="B"\r\n\r\n--B\r\nContent-Type: text/html\r\n\r\n<p>Hello <b>there</b></p>\r\n--B\r\nContent-Type: text/rfc822-headers\r\n\r\nMessage-ID: <ours@atlasmoving.example>\r\n--B--\r\n',
    );
    expect(message.text.trim()).toBe('Hello there');
    expect(message.parts).toEqual([{ contentType: 'text/rfc822-headers', content: expect.stringContaining('Message-ID: <ours@atlasmoving.example>') }]);
  });

  it("should keep the attachments' file names, lower-cased", async () => {
    const message = await decodeInboundMessage(
      'From: a@b.example\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="B"\r\n\r\n--B\r\nContent-Type: text/plain\r\n\r\nPhotos attached.\r\n--B\r\nContent-Type: image/jpeg\r\nContent-Disposition: attachment; filename="Piano.JPG"\r\nContent-Transfer-Encoding: base64\r\n\r\n/9j/4AAQ\r\n--B--\r\n',
    );
    expect(message.attachments).toEqual(['piano.jpg']);
  });

  it('should read Japanese mail whose label is wrong or missing in the charset its bytes are in', async () => {
    const iconv = await import('iconv-lite');
    const japanese = 'お見積もりありがとうございます。来週の引っ越しについて、もう一度ご連絡します。';
    const head = ['From: Sato <sato@example.jp>', 'To: quotes@atlasmoving.example', 'Subject: Move'];
    const labelled = await decodeInboundMessage(Buffer.concat([
      Buffer.from([...head, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=iso-2022-jp', 'Content-Transfer-Encoding: base64', '', iconv.encode(japanese, 'Shift_JIS').toString('base64'), ''].join('\r\n')),
    ]));
    expect(labelled.text.trim()).toBe(japanese);
    const unlabelled = await decodeInboundMessage(Buffer.concat([Buffer.from([...head, '', ''].join('\r\n')), iconv.encode(japanese, 'Shift_JIS')]));
    expect(unlabelled.text.trim()).toBe(japanese);
    // Unlabelled Latin-1 stays as it was read before (8-bit bytes that are no Japanese text get no label).
    const latin = await decodeInboundMessage(Buffer.concat([Buffer.from([...head, '', ''].join('\r\n')), Buffer.from('Umzug nach M\xfcnchen', 'latin1')]));
    expect(latin.text).toContain('Umzug nach M');
    expect(latin.text).not.toMatch(/[\u3040-\u30ff]/);
  });
});
