import { genericLeadParser } from './generic-parser';
import { NOT_A_LEAD_ERROR } from './lead-fields';
import type { LeadRecord } from './lead-record';
import { defaultLeadParserRegistry, LeadParserRegistry, type LeadEmailParser, type NormalizedEmail } from './parser-registry';
import { q2gLeadParser } from './q2g-parser';

const ctx = { timezone: 'UTC' };

const email = (overrides: Partial<NormalizedEmail>): NormalizedEmail => ({
  from: 'someone@example.com',
  subject: 'Hello',
  text: '',
  html: null,
  ...overrides,
});

const record = (trackingNumber: string): LeadRecord => ({
  trackingNumber,
  customerName: null,
  customerEmail: null,
  customerPhone: null,
  moveDate: null,
  origin: null,
  destination: null,
  moveSize: null,
  estimatedRevenue: null,
});

describe(LeadParserRegistry.name, () => {
  it('should list Q2G before generic in the default registry', () => {
    expect(defaultLeadParserRegistry.names).toEqual(['q2g', 'generic']);
  });

  it('should use the Q2G parser for a Q2G email', () => {
    const result = defaultLeadParserRegistry.parse(email({ from: 'leads@q2g-leads.example', text: 'Tracking #: Q2G-1\nName: Jo' }), ctx);

    expect(result).toEqual({ parser: 'q2g', result: { ...record('Q2G-1'), customerName: 'Jo' } });
  });

  it('should fall back to the generic parser', () => {
    const result = defaultLeadParserRegistry.parse(email({ text: 'Reference: WEB-1\nName: Jo' }), ctx);

    expect(result).toEqual({ parser: 'generic', result: { ...record('WEB-1'), customerName: 'Jo' } });
  });

  it('should report a non-lead with parser null', () => {
    expect(defaultLeadParserRegistry.parse(email({ text: 'Our spring sale starts now!' }), ctx)).toEqual({
      parser: null,
      result: { error: NOT_A_LEAD_ERROR },
    });
  });

  it("should return the first applicable parser's error when no parser succeeds", () => {
    const result = defaultLeadParserRegistry.parse(email({ from: 'leads@q2g.example', text: 'Name: Jo\nEmail: jo@example.com' }), ctx);

    expect(result).toEqual({ parser: 'q2g', result: { error: 'No tracking number found' } });
  });

  it('should skip parsers that cannot parse and try later ones after an error', () => {
    const never: LeadEmailParser = { name: 'never', canParse: () => false, parse: () => record('NEVER') };
    const failing: LeadEmailParser = { name: 'failing', canParse: () => true, parse: () => ({ error: 'boom' }) };
    const working: LeadEmailParser = { name: 'working', canParse: () => true, parse: () => record('OK-1') };
    const registry = new LeadParserRegistry([never, failing, working]);

    expect(registry.parse(email({}), ctx)).toEqual({ parser: 'working', result: record('OK-1') });
    expect(new LeadParserRegistry([never, failing]).parse(email({}), ctx)).toEqual({ parser: 'failing', result: { error: 'boom' } });
  });

  it('should report a non-lead when no parser applies', () => {
    expect(new LeadParserRegistry([]).parse(email({}), ctx)).toEqual({ parser: null, result: { error: NOT_A_LEAD_ERROR } });
  });
});

describe('q2gLeadParser', () => {
  it.each([
    ['a q2g sender domain', { from: 'leads@q2g-leads.example' }],
    ['a quote2go sender domain', { from: 'alerts@mail.quote2go.example' }],
    ['a quotetogo sender domain', { from: 'alerts@quotetogo.example' }],
    ['Q2G in the subject', { subject: 'FW: New Lead Q2G-104233' }],
    ['Quote to Go in the body', { text: 'A lead from Quote to Go' }],
    ['a Tracking # label in the body', { text: 'Tracking #: 104233' }],
  ])('should accept an email with %s', (_label, overrides) => {
    expect(q2gLeadParser.canParse(email(overrides))).toBe(true);
  });

  it('should not accept an unrelated email', () => {
    expect(q2gLeadParser.canParse(email({ from: 'wordpress@movingco.example', subject: 'New form submission', text: 'Name: Jo' }))).toBe(false);
  });

  it('should take the tracking number from the subject when the body has none', () => {
    const result = q2gLeadParser.parse(email({ subject: 'New Lead: q2g-104233 - Jo', text: 'Customer Name: Jo' }), ctx);

    expect(result).toEqual({ ...record('Q2G-104233'), customerName: 'Jo' });
  });

  it('should prefer the labelled tracking number over the subject', () => {
    expect(q2gLeadParser.parse(email({ subject: 'Q2G-1', text: 'Tracking #: Q2G-2' }), ctx)).toEqual(record('Q2G-2'));
  });
});

describe('genericLeadParser', () => {
  it('should accept any email', () => {
    expect(genericLeadParser.canParse(email({}))).toBe(true);
  });

  it('should not use the subject as a tracking number', () => {
    expect(genericLeadParser.parse(email({ subject: 'Lead Q2G-9', text: 'Name: Jo\nPhone: 512-555-0143' }), ctx)).toEqual({
      error: 'No tracking number found',
    });
  });
});
