import { fieldForLabel, normalizeLabel } from './field-labels';
import { cleanBodyLines, extractEmailFields, extractLabelledFields } from './label-fields';

describe(normalizeLabel.name, () => {
  it.each([
    ['Est. Revenue:', 'est revenue'],
    ['Tracking#', 'tracking #'],
    ['Lead ID/Tracking', 'lead id / tracking'],
    ['  MOVE   SIZE ', 'move size'],
    ['**Email**', 'email'],
  ])('should normalize %p to %p', (label, expected) => {
    expect(normalizeLabel(label)).toBe(expected);
  });
});

describe(fieldForLabel.name, () => {
  it.each([
    ['Tracking #', 'trackingNumber'],
    ['Tracking No.', 'trackingNumber'],
    ['Lead ID / Tracking', 'trackingNumber'],
    ['Reference', 'trackingNumber'],
    ['Lead #', 'trackingNumber'],
    ['Customer Name', 'customerName'],
    ['E-mail', 'customerEmail'],
    ['Phone number', 'customerPhone'],
    ['Moving date', 'moveDate'],
    ['Origin Address', 'origin'],
    ['From', 'origin'],
    ['Destination Address', 'destination'],
    ['To', 'destination'],
    ['Home size', 'moveSize'],
    ['Est. Revenue', 'estimatedRevenue'],
  ])('should map %p to %p', (label, field) => {
    expect(fieldForLabel(label)).toBe(field);
  });

  it('should return null for unknown labels', () => {
    expect(fieldForLabel('Lead Source')).toBeNull();
  });
});

describe(extractLabelledFields.name, () => {
  it('should read colon, tab and wide-space separated labels case-insensitively', () => {
    const text = 'TRACKING #:   Q2G-1\ncustomer name\tJane Roe\nPhone number    512-555-0143\nmove date :03/05/2027';

    expect(extractLabelledFields(text).values).toEqual({
      trackingNumber: 'Q2G-1',
      customerName: 'Jane Roe',
      customerPhone: '512-555-0143',
      moveDate: '03/05/2027',
    });
  });

  it('should read a value on the line after its label', () => {
    const text = 'Customer Name\nJane Roe\nMoving From:\n1 Main St\nSpringfield, IL 62704\n\nMoving To:\nDenver, CO';

    expect(extractLabelledFields(text).values).toEqual({
      customerName: 'Jane Roe',
      origin: '1 Main St\nSpringfield, IL 62704',
      destination: 'Denver, CO',
    });
  });

  it('should not take the next label or a paragraph after a blank line as a value', () => {
    const result = extractLabelledFields('Phone:\nMove Date: TBD\nMove Size:\n\nThanks for using Q2G.');

    expect(result.values).toEqual({ moveDate: 'TBD' });
    expect([...result.labelsSeen].sort()).toEqual(['customerPhone', 'moveDate', 'moveSize']);
  });

  it('should keep the first non-empty value and ignore unknown labels', () => {
    const text = 'Lead Source: Google\nEmail: first@example.com\nEmail: second@example.com';

    expect(extractLabelledFields(text).values).toEqual({ customerEmail: 'first@example.com' });
  });

  it('should reject header-like values for address and name labels', () => {
    const text = 'From: Q2G <leads@q2g.example>\nTo: sales@movingco.example\nFrom: Seattle, WA';

    expect(extractLabelledFields(text).values).toEqual({ origin: 'Seattle, WA' });
  });

  it('should treat N/A and dashes as empty values', () => {
    expect(extractLabelledFields('Phone: N/A\nMoving From: --').values).toEqual({});
  });

  it('should not treat prose starting with "from" or "to" as a label', () => {
    expect(extractLabelledFields('From  the whole team\nTo\nyou').values).toEqual({});
  });
});

describe(cleanBodyLines.name, () => {
  it('should strip quoting and drop the forwarded header block', () => {
    const text = 'FYI\n________________________________\nFrom: Q2G <leads@q2g.example>\nSent: Tuesday, February 9, 2027 9:14 AM\nTo: Sales\nSubject: New Lead\n\n> Tracking #: Q2G-1\n>> Name: Jo';

    expect(cleanBodyLines(text)).toEqual(['FYI', '', 'Tracking #: Q2G-1', 'Name: Jo']);
  });

  it('should drop a Gmail forwarded header block', () => {
    const text = '---------- Forwarded message ---------\nFrom: A <a@x.example>\nDate: Mon, Jan 11, 2027\nSubject: Lead\nTo: <b@x.example>\n\nLead #: 55';

    expect(cleanBodyLines(text)).toEqual(['', 'Lead #: 55']);
  });
});

describe(extractEmailFields.name, () => {
  it('should complete missing fields from the HTML part', () => {
    const result = extractEmailFields('Customer Name: Jane Roe', '<table><tr><td>Tracking #</td><td>Q2G-9</td></tr><tr><td>Customer Name</td><td>Other</td></tr></table>');

    expect(result.values).toEqual({ trackingNumber: 'Q2G-9', customerName: 'Jane Roe' });
  });
});

describe('extractLabelledFields with forwarded HTML', () => {
  it('should skip an Outlook header block without a separator line', () => {
    const text = 'Please call.\nFrom: Q2G Lead Alerts\nSent: Tuesday, February 9, 2027 9:14 AM\nTo: Sales Team\nSubject: New Lead\nTracking #: Q2G-1\nMoving To: Savannah, GA';

    expect(extractLabelledFields(text).values).toEqual({ trackingNumber: 'Q2G-1', destination: 'Savannah, GA' });
  });

  it('should let a specific label override a value from a bare From/To label', () => {
    const text = 'To: Sales Team\nFrom: Head Office\nMoving From: Austin, TX\nMoving To: Denver, CO\nTo: Somewhere Else';

    expect(extractLabelledFields(text).values).toEqual({ origin: 'Austin, TX', destination: 'Denver, CO' });
  });
});
