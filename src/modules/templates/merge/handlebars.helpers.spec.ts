import { createMergeHandlebars, formatMergeDate, titleCase } from './handlebars.helpers';

const handlebars = createMergeHandlebars();
const render = (source: string, context: Record<string, unknown>, timezone = 'UTC'): string =>
  handlebars.compile(source, { strict: true })(context, { data: { timezone } });

describe('merge helpers', () => {
  it('registers nothing on the global Handlebars instance', async () => {
    const { default: Handlebars } = await import('handlebars');
    expect(Handlebars.helpers.fallback).toBeUndefined();
    expect(Object.keys(handlebars.helpers)).toEqual(expect.arrayContaining(['fallback', 'uppercase', 'titlecase', 'lowercase', 'formatDate']));
  });

  describe('fallback', () => {
    it.each([
      ['a value', { name: 'Ann' }, 'Ann'],
      ['null', { name: null }, 'there'],
      ['an empty string', { name: '' }, 'there'],
      ['only whitespace', { name: '  \t' }, 'there'],
      ['a missing field', {}, 'there'],
      ['zero (a real value)', { name: 0 }, '0'],
      ['false (a real value)', { name: false }, 'false'],
    ])('with %s', (_label, context, expected) => {
      expect(render('{{fallback name "there"}}', context)).toBe(expected);
    });

    it('gives an empty string when no default is given', () => {
      expect(render('[{{fallback name}}]', { name: null })).toBe('[]');
    });

    it('accepts another variable as the default', () => {
      expect(render('{{fallback nickname firstName}}', { nickname: '', firstName: 'Ann' })).toBe('Ann');
    });

    it('escapes the default too', () => {
      expect(render('{{fallback name "<b>"}}', {})).toBe('&lt;b&gt;');
    });
  });

  it('uppercase and lowercase convert text, blank for null or missing', () => {
    expect(render('{{uppercase name}}|{{lowercase name}}', { name: 'Ann Lee' })).toBe('ANN LEE|ann lee');
    expect(render('[{{uppercase name}}][{{lowercase name}}]', { name: null })).toBe('[][]');
    expect(render('[{{uppercase missing}}]', {})).toBe('[]');
    expect(render('{{uppercase n}}', { n: 42 })).toBe('42');
  });

  it('titlecase capitalises each word and lowercases the rest', () => {
    expect(render('{{titlecase name}}', { name: 'jOHN SMITH' })).toBe('John Smith');
    expect(render('[{{titlecase name}}]', { name: null })).toBe('[]');
    expect(titleCase("mary-jane o'neil")).toBe("Mary-Jane O'neil");
    expect(titleCase('123 main st. (rear)')).toBe('123 Main St. (Rear)');
    expect(titleCase('élodie über')).toBe('Élodie Über');
    expect(titleCase('new   york/new jersey')).toBe('New   York/New Jersey');
  });

  describe('formatDate', () => {
    it('formats short by default and long on request', () => {
      expect(render('{{formatDate d}}', { d: '2026-12-01' })).toBe('12/1/2026');
      expect(render('{{formatDate d "short"}}', { d: '2026-12-01' })).toBe('12/1/2026');
      expect(render('{{formatDate d "long"}}', { d: '2026-12-01' })).toBe('December 1, 2026');
    });

    it('treats an unknown format as short', () => {
      expect(render('{{formatDate d "weird"}}', { d: '2026-12-01' })).toBe('12/1/2026');
    });

    it('keeps a calendar date on its day whatever the timezone', () => {
      expect(render('{{formatDate d}}', { d: '2026-12-01' }, 'Pacific/Honolulu')).toBe('12/1/2026');
      expect(render('{{formatDate d "long"}}', { d: '12/1/2026' }, 'Asia/Tokyo')).toBe('December 1, 2026');
    });

    it('shows an instant on its day in the company timezone passed in', () => {
      const instant = new Date('2026-03-08T06:30:00Z');
      expect(render('{{formatDate d}}', { d: instant }, 'America/Chicago')).toBe('3/8/2026');
      expect(render('{{formatDate d}}', { d: instant }, 'America/Los_Angeles')).toBe('3/7/2026');
      expect(render('{{formatDate d}}', { d: '2026-03-08T06:30:00Z' }, 'America/Los_Angeles')).toBe('3/7/2026');
      expect(render('{{formatDate d}}', { d: instant.getTime() }, 'Asia/Tokyo')).toBe('3/8/2026');
    });

    it('gives blank for blank values and returns text that is not a date unchanged', () => {
      expect(render('[{{formatDate d}}]', { d: null })).toBe('[]');
      expect(render('[{{formatDate d}}]', { d: '' })).toBe('[]');
      expect(render('[{{formatDate missing}}]', {})).toBe('[]');
      expect(render('{{formatDate d}}', { d: 'next Tuesday' })).toBe('next Tuesday');
      expect(formatMergeDate(new Date('invalid'), 'short', 'UTC')).toBe('');
      expect(formatMergeDate('2026-02-30', 'long', 'UTC')).toBe('2026-02-30');
    });
  });
});
