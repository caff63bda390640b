import { decodeInboundMessage } from './inbound-message.mapper';
import { readSesNotification } from './ses-notification.policy';

const OURS = '<abc123@atlasmoving.example>';
const mail = { commonHeaders: { messageId: OURS, subject: 'Your quote' }, messageId: '0100018f-ses-id', headers: [{ name: 'Message-ID', value: OURS }] };
const sns = (body: string) => decodeInboundMessage(`From: AWS Notifications <no-reply@sns.amazonaws.com>\r\nTo: ops@atlasmoving.example\r\nSubject: AWS Notification Message\r\n\r\n${body}\r\n`);
const footer = '\n\n--\nIf you wish to stop receiving notifications from this topic, please click or visit the link below to unsubscribe:\nhttps://sns.us-east-1.amazonaws.com/unsubscribe.html';

describe('Amazon SES notifications', () => {
  it('should read a permanent bounce with its recipient, status and our Message-ID', async () => {
    const body = JSON.stringify({ notificationType: 'Bounce', bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: 'Bob@Example.com', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }] }, mail });
    expect(readSesNotification(await sns(`${body}${footer}`))).toMatchObject({
      bounce: { class: 'hard', recipient: 'bob@example.com', status: '5.1.1', diagnostic: '550 5.1.1 user unknown', original_message_id: OURS },
    });
  });

  it('should unwrap the SNS envelope of an email-json subscription', async () => {
    const inner = JSON.stringify({ notificationType: 'Bounce', bounce: { bounceType: 'Transient', bounceSubType: 'MailboxFull', bouncedRecipients: [{ emailAddress: 'ann@example.com' }] }, mail });
    const verdict = readSesNotification(await sns(JSON.stringify({ Type: 'Notification', Message: inner, TopicArn: 'arn:aws:sns:us-east-1:1:t' })));
    expect(verdict?.bounce).toMatchObject({ class: 'soft', recipient: 'ann@example.com', status: null });
  });

  it.each([
    ['Permanent', 'Suppressed', {}, 'hard'],
    ['Transient', 'General', {}, 'soft'],
    ['Transient', 'ContentRejected', {}, 'policy'],
    ['Undetermined', 'Undetermined', {}, 'soft'],
    ['Permanent', 'General', { status: '5.7.1', diagnosticCode: 'smtp; 554 5.7.1 Client host blocked using zen.spamhaus.org' }, 'policy'],
  ])('should class a %s/%s bounce %j as %s', async (bounceType, bounceSubType, fields, klass) => {
    const body = JSON.stringify({ notificationType: 'Bounce', bounce: { bounceType, bounceSubType, bouncedRecipients: [{ emailAddress: 'ann@example.com', ...fields }] }, mail });
    expect(readSesNotification(await sns(body))?.bounce?.class).toBe(klass);
  });

  it('should read a complaint, a delivery and a delivery delay', async () => {
    const complaint = JSON.stringify({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'ann@example.com' }], complaintFeedbackType: 'abuse', userAgent: 'Yahoo!-Mail-Feedback/2.0', arrivalDate: '2026-11-23T10:00:00.000Z' }, mail });
    expect(readSesNotification(await sns(complaint))?.complaint).toEqual({ feedback_type: 'abuse', recipient: 'ann@example.com', original_message_id: OURS, arrival_date: '2026-11-23T10:00:00.000Z', reporter: 'Yahoo!-Mail-Feedback/2.0' });
    const delivery = JSON.stringify({ notificationType: 'Delivery', delivery: { recipients: ['ann@example.com'], smtpResponse: '250 2.0.0 OK' }, mail });
    expect(readSesNotification(await sns(delivery))?.report).toEqual({ action: 'delivered', recipient: 'ann@example.com', status: '2.0.0' });
    const delay = JSON.stringify({ eventType: 'DeliveryDelay', deliveryDelay: { delayedRecipients: [{ emailAddress: 'ann@example.com', status: '4.4.1' }] }, mail });
    expect(readSesNotification(await sns(delay))?.report).toEqual({ action: 'delayed', recipient: 'ann@example.com', status: '4.4.1' });
  });

  it('should read a notification whose long JSON line a mail client wrapped', async () => {
    const body = JSON.stringify({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'ann@example.com' }] }, mail });
    const wrapped = body.replace(/(.{76})/g, '$1\n');
    expect(readSesNotification(await sns(`${wrapped}${footer}`))?.complaint).toMatchObject({ feedback_type: 'abuse', recipient: 'ann@example.com' });
  });

  it('should leave other JSON, broken JSON and prose alone', async () => {
    expect(readSesNotification(await sns('{"Type": "SubscriptionConfirmation", "Message": "You have chosen to subscribe"}'))).toBeNull();
    expect(readSesNotification(await sns('{"notificationType": "Bounce", "bounce": {'))).toBeNull();
    expect(readSesNotification(await sns('Hi, what is the "Type": of truck you use?'))).toBeNull();
  });
});
