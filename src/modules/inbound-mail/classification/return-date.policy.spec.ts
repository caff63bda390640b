import { returnDateIn } from './return-date.policy';

const SENT = new Date('2026-11-23T15:00:00Z'); // a Monday

describe('return dates', () => {
  it.each([
    ['I will be back on Monday, December 1', '2026-12-01'],
    ['I am returning 12/01/2026.', '2026-12-01'],
    ['back on 1 December', '2026-12-01'],
    ['I will be back in the office on Dec 3rd', '2026-12-03'],
    ['Out of the office until November 30, 2026', '2026-11-30'],
    ['I will return on 2026-12-02', '2026-12-02'],
    ['estaré de vuelta el 3 de diciembre', '2026-12-03'],
    ['Regreso el lunes 1 de diciembre.', '2026-12-01'],
    ['Estoy fuera de la oficina hasta el 05/01/2027', '2027-01-05'],
    ['Me reincorporo el 7 de diciembre de 2026.', '2026-12-07'],
    ['I am out of the office until Friday.', '2026-11-27'],
    ['Back Monday.', '2026-11-30'],
    ['I am out of the office from November 20 to December 2.', '2026-12-02'],
    ['Estaré de vacaciones del 20 al 28 de noviembre.', '2026-11-28'],
    ['I will be back on 01.12.2026', '2026-12-01'],
    ['I will be back in the office on the 3rd.', '2026-12-03'],
    ['Back on Thursday the 26th', '2026-11-26'],
    ['Regreso el día 4.', '2026-12-04'],
    ['Returning 2026/12/09', '2026-12-09'],
  ])('should read "%s" as %s', (text, date) => {
    expect(returnDateIn(text, SENT)).toBe(date);
  });

  it('should put a date without a year in the next year when it has passed', () => {
    expect(returnDateIn('I will be back on January 5th.', new Date('2026-12-20T10:00:00Z'))).toBe('2027-01-05');
    expect(returnDateIn('I am back on November 20.', SENT)).toBe('2026-11-20');
    expect(returnDateIn('I am back on October 2.', SENT)).toBe('2027-10-02');
  });

  it('should read numbers as month/day in English and day/month in Spanish', () => {
    expect(returnDateIn('returning 3/4/2027', SENT, 'en')).toBe('2027-03-04');
    expect(returnDateIn('regreso el 3/4/2027', SENT, 'es')).toBe('2027-04-03');
    expect(returnDateIn('returning 25/12/2026', SENT, 'en')).toBe('2026-12-25');
  });

  it('should find nothing where no day is stated', () => {
    expect(returnDateIn('I am out of the office with limited access to email.', SENT)).toBeNull();
    expect(returnDateIn('I will be back at 5:00 pm today', SENT)).toBeNull();
    expect(returnDateIn('back on 31 February', SENT)).toBeNull();
  });
});
