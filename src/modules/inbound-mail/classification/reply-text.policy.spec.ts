import { visibleReplyText } from './reply-text.policy';

describe('visible reply text', () => {
  it.each([
    ['Gmail', 'Tuesday works.\n\nOn Mon, Nov 23, 2026 at 10:02 AM Atlas Moving <\nquotes@atlasmoving.example> wrote:\n\n> Hi Ann,\n> Are you free?\n', 'Tuesday works.'],
    ['Spanish Gmail', 'Sí, me interesa.\n\nEl lun, 23 nov 2026 a las 10:02, Atlas (<quotes@atlasmoving.example>) escribió:\n> Hola\n', 'Sí, me interesa.'],
    ['Outlook', 'Please call me.\n\n________________________________\nFrom: Atlas <quotes@atlasmoving.example>\nSent: Monday, November 23, 2026 10:02 AM\nTo: Ann <ann@example.com>\nSubject: Your quote\n\nHi Ann', 'Please call me.'],
    ['Outlook desktop', 'Yes.\n\n-----Original Message-----\nFrom: Atlas <quotes@atlasmoving.example>\nSent: Monday, November 23, 2026 10:02 AM\nSubject: Your quote\n\nHi', 'Yes.'],
    ['Spanish Outlook', 'Interesado.\n\nDe: Atlas <quotes@atlasmoving.example>\nEnviado: lunes, 23 de noviembre de 2026 10:02\nPara: Juan\nAsunto: Mudanza\n\nHola', 'Interesado.'],
    ['Apple Mail', 'Call me at 555-0142\n\nSent from my iPhone\n\n> On Nov 23, 2026, at 10:02 AM, Atlas <quotes@atlasmoving.example> wrote:\n>\n> Hi', 'Call me at 555-0142'],
    ['a colleague forwarding', 'FYI, see below.\n\n---------- Forwarded message ---------\nFrom: Ann <ann@example.com>\nDate: Mon, Nov 23, 2026\n\nYes please', 'FYI, see below.'],
  ])('should strip the history %s adds', (_client, text, visible) => {
    expect(visibleReplyText(text)).toBe(visible);
  });

  it('should keep a signature block and drop the "-- " one', () => {
    expect(visibleReplyText('Sounds good.\n\nThanks,\nAnn Lee\n')).toBe('Sounds good.\n\nThanks,\nAnn Lee');
    expect(visibleReplyText('Sounds good.\n\n-- \nAnn Lee | Director\n555-0100\n')).toBe('Sounds good.');
  });

  it('should keep answers written between the quoted lines', () => {
    const text = 'Hi,\nOn Mon, Nov 23, 2026 at 10:02 AM Atlas <quotes@atlasmoving.example> wrote:\n> How many bedrooms?\n\nThree, plus a garage.\n\n> Packing?\n\nOnly the kitchen.\n';
    expect(visibleReplyText(text)).toBe('Hi,\nThree, plus a garage.\nOnly the kitchen.');
  });

  it('should cut an attribution followed by unquoted history (HTML converted to text, Yahoo)', () => {
    expect(visibleReplyText('Sí, nos interesa.\n\n    En lunes, 23 de noviembre de 2026, 10:02:11 GMT-6, Atlas <quotes@atlasmoving.example> escribió:\n\nHola Camila,\nLe escribo para dar seguimiento.\n')).toBe('Sí, nos interesa.');
  });

  it('should keep text written below the quote', () => {
    expect(visibleReplyText('> Are you free on Tuesday?\n\nYes, after 2pm.\n')).toBe('Yes, after 2pm.');
  });
});
