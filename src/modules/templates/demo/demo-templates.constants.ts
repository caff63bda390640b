/** Realistic moving-company templates with merge tags and the company logo, created in demo mode. */
export interface DemoTemplate {
  name: string;
  subject: string;
  html: string;
  text: string;
  tags: string[];
}

const header =
  '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" align="center" bgcolor="#ffffff" style="width: 600px; font-family: Arial, Helvetica, sans-serif; color: #1f2933">' +
  '<tr><td align="center" bgcolor="#1f4e79" style="padding: 0"><img src="{{companyLogoUrl}}" alt="{{companyName}}" width="600" height="120" style="display: block; border: 0" /></td></tr>' +
  '<tr><td style="padding: 24px 32px; font-size: 15px; line-height: 22px">';

const footer =
  '</td></tr><tr><td align="center" bgcolor="#f4f6f8" style="padding: 16px 32px; font-size: 12px; color: #52606d">' +
  '{{companyName}} · {{companyAddress}} · <a href="tel:{{companyPhone}}" style="color: #1f4e79">{{companyPhone}}</a></td></tr></table>';

const button = (href: string, label: string): string =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" bgcolor="#e4572e" style="border-radius: 4px; padding: 12px 24px">` +
  `<a href="${href}" target="_blank" style="color: #ffffff; font-weight: bold; text-decoration: none">${label}</a></td></tr></table>`;

const signature = '<p>Thanks,<br />{{senderName}}<br />{{companyName}} · {{companyPhone}}</p>';
const textSignature = 'Thanks,\n{{senderName}}\n{{companyName}} · {{companyPhone}}';

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    name: 'Quote follow-up',
    subject: 'Your moving quote {{trackingNumber}}, {{fallback firstName "there"}}',
    html:
      header +
      '<h2 style="margin: 0 0 16px 0; color: #1f4e79">Your quote is ready</h2>' +
      '<p>Hi {{fallback firstName "there"}},</p>' +
      '<p>Thanks for asking us about your move from <strong>{{originAddress}}</strong> to <strong>{{destinationAddress}}</strong>' +
      '{{#if moveDate}} on <strong>{{formatDate moveDate "long"}}</strong>{{/if}}.</p>' +
      '<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" bgcolor="#f4f6f8" style="margin: 16px 0">' +
      '<tr><td width="40%"><strong>Tracking number</strong></td><td>{{trackingNumber}}</td></tr>' +
      '<tr><td><strong>Move size</strong></td><td>{{fallback moveSize "To be confirmed"}}</td></tr>' +
      '<tr><td><strong>Estimated price</strong></td><td>{{fallback estimatedRevenue "We will confirm after a short survey"}}</td></tr></table>' +
      '<p>Reply to this email or call us to lock in your date: moving dates fill up quickly.</p>' +
      button('tel:{{companyPhone}}', 'Call {{companyPhone}}') +
      signature +
      footer,
    text:
      'Hi {{fallback firstName "there"}},\n\nThanks for asking us about your move from {{originAddress}} to {{destinationAddress}}.\n' +
      'Tracking number: {{trackingNumber}}\nEstimated price: {{fallback estimatedRevenue "to be confirmed"}}\n\n' +
      'Reply to this email or call us to lock in your date.\n\n' +
      textSignature,
    tags: ['quote', 'follow-up'],
  },
  {
    name: 'Move date reminder',
    subject: 'Reminder: your move on {{formatDate moveDate "long"}}',
    html:
      header +
      '<h2 style="margin: 0 0 16px 0; color: #1f4e79">Your move is coming up</h2>' +
      '<p>Hi {{fallback firstName "there"}},</p>' +
      '<p>This is a friendly reminder that your crew arrives on <strong>{{formatDate moveDate "long"}}</strong> at <strong>{{originAddress}}</strong>.</p>' +
      '<ul><li>Keep a path clear from the door to the truck.</li><li>Set aside valuables, documents and medicine to carry yourself.</li>' +
      '<li>Reserve elevator time and parking if your building needs it.</li></ul>' +
      '<p>Questions? Reply here or call {{companyPhone}} and mention <strong>{{trackingNumber}}</strong>.</p>' +
      signature +
      footer,
    text:
      'Hi {{fallback firstName "there"}},\n\nYour crew arrives on {{formatDate moveDate "long"}} at {{originAddress}}.\n' +
      '- Keep a path clear from the door to the truck.\n- Set aside valuables, documents and medicine.\n- Reserve elevator time and parking.\n\n' +
      'Questions? Call {{companyPhone}} and mention {{trackingNumber}}.\n\n' +
      textSignature,
    tags: ['reminder'],
  },
  {
    name: 'We tried to call you',
    subject: 'We tried to reach you about your move, {{fallback firstName "there"}}',
    html:
      header +
      '<p>Hi {{fallback firstName "there"}},</p>' +
      '<p>We tried to call you at {{fallback phone "the number you gave us"}} about your move to <strong>{{destinationAddress}}</strong> but could not reach you.</p>' +
      '<p>When is a good time to talk? Reply with a time that suits you, or call us back at <a href="tel:{{companyPhone}}">{{companyPhone}}</a>.</p>' +
      button('mailto:{{senderEmail}}?subject=Call%20me%20back%20{{trackingNumber}}', 'Ask for a call back') +
      signature +
      footer,
    text:
      'Hi {{fallback firstName "there"}},\n\nWe tried to call you about your move to {{destinationAddress}} but could not reach you.\n' +
      'Reply with a good time to talk, or call us back at {{companyPhone}}.\n\n' +
      textSignature,
    tags: ['call', 'follow-up'],
  },
  {
    name: 'Review request',
    subject: 'How did your move go, {{fallback firstName "there"}}?',
    html:
      header +
      '<h2 style="margin: 0 0 16px 0; color: #1f4e79">Thank you for moving with us</h2>' +
      '<p>Hi {{fallback firstName "there"}},</p>' +
      '<p>We hope you are settling in at <strong>{{destinationAddress}}</strong>. Would you take a minute to tell others how your move went?</p>' +
      button('https://www.google.com/search?q={{companyName}}+reviews', 'Leave a review') +
      '<p style="font-size: 13px; color: #52606d">Something not right? Reply to this email and {{senderName}} will sort it out.</p>' +
      signature +
      footer,
    text:
      'Hi {{fallback firstName "there"}},\n\nWe hope you are settling in at {{destinationAddress}}. Would you leave us a review?\n' +
      'Something not right? Reply to this email and {{senderName}} will sort it out.\n\n' +
      textSignature,
    tags: ['review', 'after-move'],
  },
];
