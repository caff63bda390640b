import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LeadRecord, ParsedLeadEmail } from './lead-record';
import { parseLeadEmail } from './parse-lead-email';

const FIXTURES = join(__dirname, '..', '..', '..', '..', '..', 'test', 'fixtures', 'lead-emails');
const TIMEZONE = 'America/New_York';

const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));
const parseFixture = (name: string, timezone = TIMEZONE): Promise<ParsedLeadEmail> => parseLeadEmail(fixture(name), { timezone });

const emptyLead: Omit<LeadRecord, 'trackingNumber'> = {
  customerName: null,
  customerEmail: null,
  customerPhone: null,
  moveDate: null,
  origin: null,
  destination: null,
  moveSize: null,
  estimatedRevenue: null,
};

const EXPECTED_LEADS: Record<string, { parser: string; lead: LeadRecord }> = {
  'q2g-plain.eml': {
    parser: 'q2g',
    lead: {
      trackingNumber: 'Q2G-104233',
      customerName: 'Jennifer Martinez',
      customerEmail: 'jennifer.martinez@example.com',
      customerPhone: '+15125550143',
      moveDate: '2027-03-05',
      origin: { full: '4512 Oak Hollow Dr, Apt 210, Austin, TX 78745', street: '4512 Oak Hollow Dr, Apt 210', city: 'Austin', state: 'TX', zip: '78745' },
      destination: { full: '1830 W Fullerton Ave, Chicago, Illinois 60614', street: '1830 W Fullerton Ave', city: 'Chicago', state: 'IL', zip: '60614' },
      moveSize: '2 Bedroom',
      estimatedRevenue: 4250,
    },
  },
  'q2g-html-table.eml': {
    parser: 'q2g',
    lead: {
      trackingNumber: 'Q2G-104587',
      customerName: 'Robert & Linda Chen',
      customerEmail: 'rchen@example.net',
      customerPhone: '+19735550188',
      moveDate: '2027-04-16',
      origin: { full: '77 Maple Ave, Unit 3B, Montclair, NJ 07042-3311', street: '77 Maple Ave, Unit 3B', city: 'Montclair', state: 'NJ', zip: '07042-3311' },
      destination: { full: '2201 Lakeshore Blvd, Charlotte, North Carolina 28203', street: '2201 Lakeshore Blvd', city: 'Charlotte', state: 'NC', zip: '28203' },
      moveSize: '3 Bedroom House',
      estimatedRevenue: 7100,
    },
  },
  'q2g-multipart-qp.eml': {
    parser: 'q2g',
    lead: {
      trackingNumber: 'Q2G-104912',
      customerName: 'José Ramírez',
      customerEmail: 'jose.ramirez@example.com',
      customerPhone: '+16175550122',
      moveDate: '2027-05-31',
      origin: {
        full: '15 Commonwealth Avenue, Building C, Apartment 1207, Boston, Massachusetts 02116',
        street: '15 Commonwealth Avenue, Building C, Apartment 1207',
        city: 'Boston',
        state: 'MA',
        zip: '02116',
      },
      destination: { full: 'Providence, RI', street: null, city: 'Providence', state: 'RI', zip: null },
      moveSize: '1 Bedroom Apartment',
      estimatedRevenue: 3150,
    },
  },
  'q2g-base64.eml': {
    parser: 'q2g',
    lead: {
      trackingNumber: '104771',
      customerName: 'Amanda Brooks',
      customerEmail: 'amanda.brooks@example.com',
      customerPhone: '+13035550175',
      moveDate: '2027-03-22',
      origin: { full: '2450 Gaylord St, Denver, CO 80205', street: '2450 Gaylord St', city: 'Denver', state: 'CO', zip: '80205' },
      destination: { full: 'Scottsdale, Arizona', street: null, city: 'Scottsdale', state: 'AZ', zip: null },
      moveSize: 'Studio',
      estimatedRevenue: 1850,
    },
  },
  'q2g-forwarded.eml': {
    parser: 'q2g',
    lead: {
      trackingNumber: 'Q2G-105002',
      customerName: 'Marcus Williams',
      customerEmail: 'marcus.williams77@example.org',
      customerPhone: '+14045550161',
      moveDate: '2027-04-03',
      origin: { full: '880 Peachtree St NE, Atlanta, GA 30309', street: '880 Peachtree St NE', city: 'Atlanta', state: 'GA', zip: '30309' },
      destination: { full: '12 Harbor View Rd, Savannah, GA 31401', street: '12 Harbor View Rd', city: 'Savannah', state: 'GA', zip: '31401' },
      moveSize: '4+ Bedroom',
      estimatedRevenue: 9975,
    },
  },
  'q2g-missing-fields.eml': {
    parser: 'q2g',
    lead: { ...emptyLead, trackingNumber: 'Q2G-105117', customerName: 'Priya Patel', customerEmail: 'priya.patel@example.com' },
  },
  'generic-web-lead.eml': {
    parser: 'generic',
    lead: {
      trackingNumber: 'WEB-2291',
      customerName: 'Daniel Kim',
      customerEmail: 'daniel.kim@example.com',
      customerPhone: '+12065550134',
      moveDate: '2027-07-15',
      origin: { full: '3300 NE 45th St, Seattle, WA 98105', street: '3300 NE 45th St', city: 'Seattle', state: 'WA', zip: '98105' },
      destination: { full: 'Portland, OR 97209', street: null, city: 'Portland', state: 'OR', zip: '97209' },
      moveSize: '2 Bedroom Condo',
      estimatedRevenue: null,
    },
  },
};

describe(parseLeadEmail.name, () => {
  describe('fixtures', () => {
    it.each(Object.entries(EXPECTED_LEADS))('should parse %s into the expected lead', async (name, expected) => {
      const result = await parseFixture(name);

      expect(result.status).toBe('parsed');
      expect(result.error).toBeNull();
      expect(result.parser).toBe(expected.parser);
      expect(result.lead).toEqual(expected.lead);
    });

    it('should read the headers of a parsed email', async () => {
      const result = await parseFixture('q2g-plain.eml');

      expect(result).toMatchObject({
        messageId: '20270111193205.104233@mail.q2g-leads.example',
        receivedAt: new Date('2027-01-11T19:32:05.000Z'),
        from: 'leads@q2g-leads.example',
        subject: 'New Lead: Q2G-104233 - Jennifer Martinez',
      });
    });

    it('should decode an encoded-word subject and report the forwarding sender', async () => {
      expect((await parseFixture('q2g-multipart-qp.eml')).subject).toBe('New Lead: Q2G-104912 - José Ramírez');
      expect((await parseFixture('q2g-forwarded.eml')).from).toBe('alex.admin@movingco.example');
    });

    it('should convert an ISO move date in the requested timezone', async () => {
      expect((await parseFixture('q2g-multipart-qp.eml', 'UTC')).lead?.moveDate).toBe('2027-06-01');
      expect((await parseLeadEmail(fixture('q2g-multipart-qp.eml'))).lead?.moveDate).toBe('2027-06-01');
    });

    it('should ignore a newsletter', async () => {
      expect(await parseFixture('not-a-lead.eml')).toMatchObject({
        messageId: 'newsletter.2027-08.8814@movingindustryweekly.example',
        status: 'ignored',
        parser: null,
        error: 'Not a lead notification',
        lead: null,
      });
    });

    it('should fail a Q2G lead without a tracking number', async () => {
      expect(await parseFixture('malformed-no-tracking.eml')).toMatchObject({
        status: 'failed',
        parser: 'q2g',
        error: 'No tracking number found',
        lead: null,
      });
    });

    it('should fail broken MIME with a clear message and keep the headers', async () => {
      const result = await parseFixture('malformed-mime.eml');

      expect(result).toMatchObject({
        messageId: '20270227031244.105230@mail.q2g-leads.example',
        from: 'leads@q2g-leads.example',
        subject: 'New Lead: Q2G-105230',
        status: 'failed',
        parser: null,
        lead: null,
      });
      expect(result.error).toMatch(/^Malformed MIME: /);
    });
  });

  describe('message id', () => {
    const withoutId = 'From: leads@q2g.example\r\nSubject: New Lead\r\n\r\nTracking #: Q2G-1\r\nCustomer Name: Jo\r\n';

    it('should return the same result for the same email twice', async () => {
      const first = await parseFixture('q2g-plain.eml');
      const second = await parseFixture('q2g-plain.eml');

      expect(second).toEqual(first);
    });

    it('should strip the angle brackets of the Message-ID header', async () => {
      expect((await parseFixture('q2g-forwarded.eml')).messageId).toBe('BN8PR04MB6211A9F3C2D1E0B7@BN8PR04MB6211.namprd04.prod.outlook.example');
    });

    it('should generate an id from the sha256 of the raw bytes when the header is absent', async () => {
      const expected = `generated-${createHash('sha256').update(withoutId).digest('hex')}@lead-automation`;

      expect((await parseLeadEmail(withoutId)).messageId).toBe(expected);
    });

    it('should generate the same id for the same bytes as string or Buffer', async () => {
      const fromString = await parseLeadEmail(withoutId);
      const fromBuffer = await parseLeadEmail(Buffer.from(withoutId));

      expect(fromBuffer.messageId).toBe(fromString.messageId);
    });

    it('should generate different ids for different bytes', async () => {
      const a = await parseLeadEmail(withoutId);
      const b = await parseLeadEmail(`${withoutId}Phone: 512-555-0143\r\n`);

      expect(a.messageId).not.toBe(b.messageId);
    });

    it('should use the current time when there is no Date header', async () => {
      const before = Date.now();
      const result = await parseLeadEmail(withoutId);

      expect(result.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(result.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(result).toMatchObject({ status: 'parsed', parser: 'q2g', lead: { ...emptyLead, trackingNumber: 'Q2G-1', customerName: 'Jo' } });
    });
  });

  describe('non-leads and failures', () => {
    it('should ignore an auto-reply even when it quotes a lead', async () => {
      const raw = [
        'From: Jennifer Martinez <jennifer.martinez@example.com>',
        'Subject: Automatic reply: New Lead: Q2G-104233',
        'Auto-Submitted: auto-replied',
        'Message-ID: <auto-1@example.com>',
        '',
        'I am out of the office until Monday.',
        '> Tracking #: Q2G-104233',
        '> Customer Name: Jennifer Martinez',
        '',
      ].join('\r\n');

      expect(await parseLeadEmail(raw)).toMatchObject({ status: 'ignored', error: 'Not a lead notification', parser: null, lead: null });
    });

    it('should ignore a bounce from the mailer daemon', async () => {
      const raw = 'From: MAILER-DAEMON@mx.example.com\r\nSubject: Returned mail: see transcript\r\n\r\nTracking #: Q2G-1\r\n';

      expect(await parseLeadEmail(raw)).toMatchObject({ status: 'ignored', error: 'Not a lead notification' });
    });

    it('should fail an email with an empty body', async () => {
      expect(await parseLeadEmail('From: a@example.com\r\nSubject: hi\r\n\r\n')).toMatchObject({
        status: 'failed',
        error: 'Email has no readable text or HTML body',
        lead: null,
      });
    });

    it('should fail with a clear message for an invalid timezone option', async () => {
      expect(await parseLeadEmail(fixture('q2g-plain.eml'), { timezone: 'Not/AZone' })).toMatchObject({
        status: 'failed',
        error: 'Invalid timezone option: Not/AZone',
        lead: null,
      });
    });

    it('should fall back to the HTML part when the text part carries no fields', async () => {
      const raw = [
        'From: leads@q2g-leads.example',
        'Subject: New lead',
        'Content-Type: multipart/alternative; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'View this email in a browser.',
        '--b',
        'Content-Type: text/html',
        '',
        '<table><tr><td>Tracking #</td><td>Q2G-77</td></tr><tr><td>Phone</td><td>(512) 555-0143</td></tr></table>',
        '--b--',
        '',
      ].join('\r\n');

      expect((await parseLeadEmail(raw)).lead).toEqual({ ...emptyLead, trackingNumber: 'Q2G-77', customerPhone: '+15125550143' });
    });
  });

  describe('robustness', () => {
    // Deterministic pseudo-random bytes (mulberry32) so a failure is reproducible.
    const randomBuffers = (count: number, seed: number): Buffer[] => {
      let state = seed;
      const next = (): number => {
        state = (state + 0x6d2b79f5) | 0;
        let t = Math.imul(state ^ (state >>> 15), 1 | state);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      return Array.from({ length: count }, (_, index) => {
        const bytes = Buffer.alloc(Math.floor(next() * 4096));
        for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(next() * 256);
        // Every other buffer starts with plausible headers so mailparser gets past the header block.
        return index % 2 === 0 ? bytes : Buffer.concat([Buffer.from('Content-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\n'), bytes]);
      });
    };

    it('should never throw for 50 random byte buffers', async () => {
      for (const buffer of randomBuffers(50, 20270305)) {
        const result = await parseLeadEmail(buffer);

        expect(['parsed', 'failed', 'ignored']).toContain(result.status);
        expect(result.messageId).not.toBe('');
        expect(result.receivedAt).toBeInstanceOf(Date);
        expect(result.status === 'parsed' ? result.lead : null).toBe(result.lead);
        expect(result.status === 'parsed' || result.error !== null).toBe(true);
      }
    });

    it.each([
      ['an empty string', ''],
      ['an empty buffer', Buffer.alloc(0)],
      ['headers only', 'From: x\r\nSubject: y'],
      ['a truncated header', 'Content-Type: multipart/mixed; boundary='],
      ['NUL bytes', Buffer.alloc(512)],
      ['a lone boundary', '--\r\n--\r\n--'],
    ])('should not throw for %s', async (_name, raw) => {
      const result = await parseLeadEmail(raw);

      expect(['failed', 'ignored']).toContain(result.status);
      expect(result.error).not.toBeNull();
      expect(result.lead).toBeNull();
    });
  });
});
