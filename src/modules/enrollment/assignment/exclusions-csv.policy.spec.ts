import { csvField, exclusionsCsv } from './exclusions-csv.policy';

describe('exclusions CSV', () => {
  it('should answer null when nobody was skipped', () => {
    expect(exclusionsCsv([])).toBeNull();
  });

  it('should write the header and one CRLF row per contact, quoting commas, quotes and line breaks', () => {
    const csv = exclusionsCsv([
      { contact_id: 'c1', email: 'a@example.com', name: 'Ann Lee', reason: 'Unsubscribed' },
      { contact_id: 'c2', email: null, name: 'Bo "B", Jr\nX', reason: 'Missing email' },
    ]);
    expect(csv).toBe('contact_id,email,name,reason\r\nc1,a@example.com,Ann Lee,Unsubscribed\r\nc2,,"Bo ""B"", Jr\nX",Missing email\r\n');
  });

  it('should defuse spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('plain')).toBe('plain');
  });
});
