import { randomBytes } from 'node:crypto';

export interface LeadEmailFields {
  tracking?: string;
  name?: string;
  email?: string;
  phone?: string;
  moveDate?: string;
  from?: string;
  to?: string;
  size?: string;
  revenue?: string;
}

/** A Q2G lead notification as the provider sends it (text/plain, labelled fields), with a fresh Message-ID. */
export function makeLeadEmail(fields: LeadEmailFields, messageId = `<${randomBytes(8).toString('hex')}@mail.q2g.example>`): string {
  const lines = [
    fields.tracking !== undefined ? `Tracking #: ${fields.tracking}` : null,
    fields.name !== undefined ? `Customer Name: ${fields.name}` : null,
    fields.email !== undefined ? `Email: ${fields.email}` : null,
    fields.phone !== undefined ? `Phone: ${fields.phone}` : null,
    fields.moveDate !== undefined ? `Move Date: ${fields.moveDate}` : null,
    fields.from !== undefined ? `Moving From: ${fields.from}` : null,
    fields.to !== undefined ? `Moving To: ${fields.to}` : null,
    fields.size !== undefined ? `Move Size: ${fields.size}` : null,
    fields.revenue !== undefined ? `Estimated Revenue: ${fields.revenue}` : null,
  ].filter((line): line is string => line !== null);
  return [
    'From: Q2G Leads <leads@q2g.example>',
    'To: sales@movingco.example',
    `Subject: New Lead ${fields.tracking ?? ''}`.trimEnd(),
    'Date: Fri, 20 Nov 2026 14:05:00 -0500',
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'You have a new moving lead from Q2G.',
    '',
    ...lines,
    '',
    'Thank you for using Q2G.',
    '',
  ].join('\r\n');
}
