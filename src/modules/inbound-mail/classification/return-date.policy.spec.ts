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
    ['I am away until Wed 02-Dec-2026.', '2026-12-02'],
    ['Back on 3-dec-26', '2026-12-03'],
    ['Sono fuori ufficio fino al 4 dicembre.', '2026-12-04'],
    ['Sarò di nuovo in ufficio lunedì 30 novembre.', '2026-11-30'],
    ['Sono in ferie dal 24/11 al 02/12.', '2026-12-02'],
    ['Estou fora do escritório até 3 de dezembro.', '2026-12-03'],
    ['Estarei de volta a 7 de dezembro de 2026.', '2026-12-07'],
    ["I'll be back on 12.18.", '2026-12-18'],
    ["I'll be back on 3.12.", '2026-12-03'],
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

describe('return dates in ranges, weekdays and other languages', () => {
  const MONDAY = new Date('2026-07-06T09:00:00Z');

  it.each([
    ['I am traveling with limited access to email July 10-31.', '2026-07-31'],
    ['I am on vacation 10–31 July.', '2026-07-31'],
    ['Out of the office from 10 to 31 July.', '2026-07-31'],
    ['I am out of the office on July 10th-31st.', '2026-07-31'],
    ['I am out of the office from July 10 through July 31, 2026.', '2026-07-31'],
    ['I am out Dec 28 - Jan 4.', '2027-01-04'],
    ['Ich bin vom 10.–31. Juli nicht im Büro.', '2026-07-31'],
    ['Ich bin vom 10. bis 31. Juli im Urlaub.', '2026-07-31'],
    ['Je suis absent du 10 au 31 juillet.', '2026-07-31'],
    ['Ik ben van 10 tot 31 juli met vakantie.', '2026-07-31'],
    ['Estoy de vacaciones del 10 al 31 de julio.', '2026-07-31'],
    ['Away 10/07 - 31/07, limited email.', '2026-07-31'],
    ['Away 7/10 - 7/31.', '2026-07-31'],
    ['Abwesend 10.07.-31.07.2026', '2026-07-31'],
    ['W dniach 10.07-31.07.2026 r. przebywam na urlopie.', '2026-07-31'],
    ['Out of office 2026-07-10 – 2026-07-31', '2026-07-31'],
  ])('should read the end of the range in "%s" (%s)', (text, date) => {
    expect(returnDateIn(text, MONDAY)).toBe(date);
  });

  it.each([
    ['I will be back on Monday.', '2026-07-13'],
    ['Returning Tuesday.', '2026-07-07'],
    ['Ich bin zurück am Montag.', '2026-07-13'],
    ['Ich bin ab Montag wieder erreichbar.', '2026-07-13'],
    ['Je serai de retour lundi.', '2026-07-13'],
    ['Ik ben terug op maandag.', '2026-07-13'],
    ['Regreso el lunes.', '2026-07-13'],
  ])('should read the weekday in "%s" as the next one after the message (%s)', (text, date) => {
    expect(returnDateIn(text, MONDAY)).toBe(date);
  });

  it.each([
    ['Zurück am 3. August 2026.', '2026-08-03'],
    ['Ab dem 3.8. bin ich wieder im Büro.', '2026-08-03'],
    ['Bis einschließlich 24.07. bin ich nicht erreichbar.', '2026-07-24'],
    ['Je serai de retour le lundi 3 août.', '2026-08-03'],
    ['Je suis absente jusqu’au vendredi 24 juillet.', '2026-07-24'],
    ['Back 1er août.', '2026-08-01'],
    ['Ik ben tot en met 31 juli afwezig.', '2026-07-31'],
    ['Vanaf 3 augustus ben ik weer aanwezig.', '2026-08-03'],
    ['Ik ben weer op kantoor op maandag 3 augustus.', '2026-08-03'],
    ['I am away until 31.07.2026', '2026-07-31'],
    ['Back 7-31-2026.', '2026-07-31'],
  ])('should read "%s" as %s', (text, date) => {
    expect(returnDateIn(text, MONDAY)).toBe(date);
  });

  it('should prefer the return day to the last day away, and the later of a range and a weekday', () => {
    expect(returnDateIn('I am out from July 28 to August 4, back on August 5.', MONDAY)).toBe('2026-08-05');
    expect(returnDateIn('Vacation: July 10 - 31. I will be back on Monday.', MONDAY)).toBe('2026-07-31');
  });

  it('should not read office hours or phone numbers as dates', () => {
    expect(returnDateIn('Office hours 9.30 - 17.30, Monday to Friday.', MONDAY)).toBeNull();
    expect(returnDateIn('Call 555-201-7788 between 9-5.', MONDAY)).toBeNull();
    expect(returnDateIn('I am in office 9-5 on weekdays.', MONDAY)).toBeNull();
  });

  it('should read archived wordings: underscores for spaces, a two-digit year, a mangled umlaut after an opening cue', () => {
    expect(returnDateIn('I will not be reading my mail from 30_juin_2003 to 09_juillet_2003', new Date('2003-07-01T08:00:00Z'))).toBe('2003-07-09');
    expect(returnDateIn('Filed for future reading. Back  Sep 2, 03.  Not checking e-mail.', new Date('2003-07-01T08:00:00Z'))).toBe('2003-09-02');
    expect(returnDateIn('Ich werde ab 18.12.2002 nicht im B?ro sein. Ich kehre zur?ck am 13.01.2003.', new Date('2002-12-17T08:00:00Z'))).toBe('2003-01-13');
    expect(returnDateIn('Ich bin ab 13.01.2003 wieder im Büro.', new Date('2002-12-17T08:00:00Z'))).toBe('2003-01-13');
  });

  it('should put a two-digit year in the century nearest the message, not always in the 2000s', () => {
    expect(returnDateIn('I will be back on Wednesday, 12/27/95.', new Date('1995-12-20T08:00:00Z'))).toBe('1995-12-27');
    expect(returnDateIn('Back on 01/04/00.', new Date('1999-12-20T08:00:00Z'))).toBe('2000-01-04');
    expect(returnDateIn('I will be back on 01/04/27.', SENT)).toBe('2027-01-04');
  });

  it('should read a long hostile text in bounded time', () => {
    const started = Date.now();
    for (const filler of ['10 - '.repeat(5000), 'july 1'.repeat(5000), 'until '.repeat(5000), '1.1.'.repeat(5000)]) returnDateIn(filler, MONDAY);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('ambiguous numeric return dates', () => {
  it('should take the reading a few weeks ahead when the language reading lies months away', () => {
    expect(returnDateIn('Smith, John is out of the office. (returning 05/01/2010)', new Date('2010-01-04T16:02:30Z'))).toBe('2010-01-05');
    expect(returnDateIn('returning 3/4/2027', new Date('2026-11-23T15:00:00Z'), 'en')).toBe('2027-03-04');
    expect(returnDateIn('back on 12/07', new Date('2026-07-06T09:00:00Z'), 'en')).toBe('2026-07-12');
  });
});
