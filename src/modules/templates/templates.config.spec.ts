import { parseSender, readCompanySettings } from './templates.config';

describe('company settings for templates', () => {
  it('has embedded defaults and reads the company keys', () => {
    expect(readCompanySettings({})).toEqual({
      name: 'Lead Automation Movers',
      address: '100 Congress Ave, Austin, TX 78701',
      phone: '(512) 555-0100',
      logoUrl: expect.stringMatching(/^https:\/\//),
      sender: { name: 'Lead Automation Movers', email: 'no-reply@movingco.example' },
    });
    expect(readCompanySettings({ COMPANY_NAME: 'Lone Star Movers', COMPANY_PHONE: '', MAIL_FROM: 'Dispatch <dispatch@lonestar.example>' })).toMatchObject({
      name: 'Lone Star Movers',
      phone: '(512) 555-0100',
      sender: { name: 'Dispatch', email: 'dispatch@lonestar.example' },
    });
  });

  it('refuses a logo that is not an http(s) URL, naming the key', () => {
    expect(() => readCompanySettings({ COMPANY_LOGO_URL: 'javascript:alert(1)' })).toThrow(/COMPANY_LOGO_URL/);
  });

  it('reads a sender as "Name <address>" or a bare address', () => {
    expect(parseSender('"Moving Co" <hello@moving.example>', 'X')).toEqual({ name: 'Moving Co', email: 'hello@moving.example' });
    expect(parseSender('<hello@moving.example>', 'X')).toEqual({ name: 'X', email: 'hello@moving.example' });
    expect(parseSender('hello@moving.example', 'X')).toEqual({ name: 'X', email: 'hello@moving.example' });
  });
});
