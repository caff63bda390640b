import { knownFrom } from './merge-tags.engine';
import { checkTemplate, flattenSubject, listTemplateVariables, subjectWarnings, unresolvedMessage } from './template-checks.policy';

const known = knownFrom(['firstName', 'customerName', 'moveDate', 'currentDate']);
const LONG_WARNING = 'Subject line is longer than 78 characters and may be truncated';

describe('template checks', () => {
  it('passes a template whose tokens all resolve', () => {
    expect(checkTemplate({ subject: 'Your move on {{formatDate moveDate "long"}}', html: '<p>Hi {{fallback firstName "there"}}</p>', text: 'Hi {{firstName}}' }, known))
      .toEqual({ valid: true, errors: [], warnings: [], variables: ['moveDate', 'firstName'] });
  });

  it('makes unresolved subject tokens an error, worded exactly', () => {
    const check = checkTemplate({ subject: 'Hi {{first_name}} {{nickname}}', html: '<p>ok</p>' }, known);
    expect(check.valid).toBe(false);
    expect(check.errors).toEqual(['Unresolved tokens in subject: first_name, nickname']);
  });

  it('makes unresolved body tokens an error, html and text together, worded exactly', () => {
    const check = checkTemplate({ subject: 'Hello', html: '<p>{{tracking}} {{firstName}}</p>', text: '{{tracking}} {{origin}}' }, known);
    expect(check.valid).toBe(false);
    expect(check.errors).toEqual(['Unresolved tokens in body: tracking, origin']);
  });

  it('reports subject and body errors together, subject first', () => {
    expect(checkTemplate({ subject: '{{a}}', html: '{{b}', text: null }, known).errors).toEqual(['Unresolved tokens in subject: a', 'Unresolved tokens in body: {{b}']);
  });

  it('builds the messages from the exact prefixes', () => {
    expect(unresolvedMessage('subject', ['x'])).toBe('Unresolved tokens in subject: x');
    expect(unresolvedMessage('body', ['x', 'y'])).toBe('Unresolved tokens in body: x, y');
  });

  describe('long subject warning', () => {
    it('warns over 78 characters, not at 78', () => {
      expect(subjectWarnings('a'.repeat(78))).toEqual([]);
      expect(subjectWarnings('a'.repeat(79))).toEqual([LONG_WARNING]);
    });

    it('measures the subject on one line with whitespace collapsed', () => {
      expect(subjectWarnings(`  ${'a'.repeat(40)}\n\n\t   ${'b'.repeat(37)}  `)).toEqual([]);
    });

    it('is a warning only: the template stays valid', () => {
      const check = checkTemplate({ subject: `Hi {{firstName}} ${'x'.repeat(70)}`, html: '' }, known);
      expect(check).toMatchObject({ valid: true, errors: [], warnings: [LONG_WARNING] });
    });
  });

  describe('flattenSubject', () => {
    it('puts the subject on one line with whitespace collapsed and trimmed', () => {
      expect(flattenSubject('  Your\r\nmove \t is\n\n booked  ')).toBe('Your move is booked');
    });

    it('keeps a subject of exactly 78 characters whole', () => {
      const subject = 'a'.repeat(78);
      expect(flattenSubject(subject)).toBe(subject);
    });

    it('cuts a subject over 78 characters to 75 plus an ellipsis', () => {
      const flattened = flattenSubject('b'.repeat(79));
      expect(flattened).toBe(`${'b'.repeat(75)}...`);
      expect(flattened).toHaveLength(78);
    });

    it('measures after collapsing whitespace', () => {
      expect(flattenSubject(`${'a'.repeat(39)}\n   \n${'b'.repeat(38)}`)).toBe(`${'a'.repeat(39)} ${'b'.repeat(38)}`);
    });

    it('drops blanks before the ellipsis and never splits a surrogate pair', () => {
      expect(flattenSubject(`${'a'.repeat(74)} ${'b'.repeat(10)}`)).toBe(`${'a'.repeat(74)}...`);
      expect(flattenSubject(`${'a'.repeat(74)}😀${'b'.repeat(10)}`)).toBe(`${'a'.repeat(74)}...`);
    });

    it('gives an empty string for a blank subject', () => {
      expect(flattenSubject(' \n\t ')).toBe('');
    });
  });

  it('lists the variables of subject, html and text once each', () => {
    expect(listTemplateVariables({ subject: '{{customerName}}', html: '{{firstName}} {{customerName}}', text: '{{currentDate}}' })).toEqual(['customerName', 'firstName', 'currentDate']);
    expect(listTemplateVariables({ subject: 'Hi', html: '<p>none</p>' })).toEqual([]);
  });
});
