import { classifyInboundMail } from '../classification/inbound-mail-classifier.service';
import { buildDemoReply, replyBody, replySubject, type RepliedEmail } from './demo-reply.mapper';

const original: RepliedEmail = {
  contactEmail: 'jordan.blake@example.com',
  contactName: 'Jordan Blake',
  replyTo: 'sales+r-abc123@movingco.example',
  fromEmail: 'Moving Co <sales@movingco.example>',
  messageId: '<seq-1-step-1@movingco.example>',
  subject: 'Your moving quote',
  sentAt: new Date('2026-11-20T15:00:00.000Z'),
};

describe('demo reply mapper', () => {
  it('builds a reply the inbound classifier reads as a person answering our email, threaded on its Message-ID', async () => {
    const raw = await buildDemoReply(original, new Date('2026-11-21T09:00:00.000Z'));
    const text = raw.toString('utf8');
    expect(text).toMatch(/^From: Jordan Blake <jordan\.blake@example\.com>\r$/m);
    expect(text).toMatch(/^To: sales\+r-abc123@movingco\.example\r$/m);
    expect(text).toMatch(/^In-Reply-To: <seq-1-step-1@movingco\.example>\r$/m);
    expect(text).toMatch(/^References: <seq-1-step-1@movingco\.example>\r$/m);

    const mail = await classifyInboundMail(raw);
    expect(mail.kind).toBe('human_reply');
    expect(mail.from).toBe('jordan.blake@example.com');
    expect(mail.subject).toBe('Re: Your moving quote');
    expect(mail.in_reply_to).toBe('<seq-1-step-1@movingco.example>');
    expect(mail.references).toEqual(['<seq-1-step-1@movingco.example>']);
    expect(mail.message_id).toMatch(/^<demo-reply-[0-9a-f-]{36}@example\.com>$/);
    // The quoted history is not part of what the contact wrote.
    expect(mail.human_reply?.text).toBe('Thanks for reaching out! Yes, I am still planning the move. Could you give me a call tomorrow morning?');
  });

  it('gives every reply its own Message-ID', async () => {
    const [a, b] = await Promise.all([buildDemoReply(original), buildDemoReply(original)]);
    expect((await classifyInboundMail(a)).message_id).not.toBe((await classifyInboundMail(b)).message_id);
  });

  it('uses the bare address when the contact has no name', async () => {
    const raw = (await buildDemoReply({ ...original, contactName: null })).toString('utf8');
    expect(raw).toMatch(/^From: jordan\.blake@example\.com\r$/m);
  });

  it('prefixes Re: once and quotes our email below the answer', () => {
    expect(replySubject('Your moving quote')).toBe('Re: Your moving quote');
    expect(replySubject('RE: Your moving quote')).toBe('RE: Your moving quote');
    const body = replyBody(original, 'Sure.');
    expect(body.split('\n').slice(0, 4)).toEqual(['Sure.', '', 'On Fri, 20 Nov 2026 15:00:00 GMT, Moving Co <sales@movingco.example> wrote:', '> Your moving quote']);
  });
});
