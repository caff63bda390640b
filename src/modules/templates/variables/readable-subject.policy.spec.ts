import { readableSubject } from './readable-subject.policy';

describe('readableSubject', () => {
  it('shows each merge tag as its label in brackets, helpers and all, and leaves block tags out', () => {
    expect(readableSubject('Hi {{firstName}}, your quote')).toBe('Hi [First name], your quote');
    expect(readableSubject('{{fallback firstName "there"}}: moving on {{formatDate moveDate "long"}}')).toBe('[First name]: moving on [Move date]');
    expect(readableSubject('{{#if moveDate}}See you {{moveDate}}{{/if}} — {{currentYear}}')).toBe('See you [Move date] — [Current year]');
    expect(readableSubject('Code {{promoCode}}')).toBe('Code [promoCode]');
    expect(readableSubject('No tags at all')).toBe('No tags at all');
  });
});
