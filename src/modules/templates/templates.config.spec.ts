import 'reflect-metadata';
import { validateEnv } from 'src/config/validate-env';
import { companySettings, parseSender, TemplatesEnv } from './templates.config';

const DATABASE_URL = 'postgres://app:secret@localhost:5432/app';

describe('company settings for templates', () => {
  it('has embedded defaults and takes its sender from the mail From', () => {
    expect(companySettings(new TemplatesEnv(), 'no-reply@movingco.example', 'http://localhost:3000/media/brand/logo.png')).toEqual({
      name: 'Lead Automation Movers',
      address: '100 Congress Ave, Austin, TX 78701',
      phone: '(512) 555-0100',
      logoUrl: 'http://localhost:3000/media/brand/logo.png',
      sender: { name: 'Lead Automation Movers', email: 'no-reply@movingco.example' },
    });
    const env = validateEnv({ DATABASE_URL, COMPANY_NAME: 'Lone Star Movers', COMPANY_PHONE: '' });
    expect(companySettings({ ...env, COMPANY_LOGO_URL: 'https://cdn.lonestar.example/logo.png' }, 'Dispatch <dispatch@lonestar.example>', 'unused')).toMatchObject({
      logoUrl: 'https://cdn.lonestar.example/logo.png',
      name: 'Lone Star Movers',
      phone: '(512) 555-0100',
      sender: { name: 'Dispatch', email: 'dispatch@lonestar.example' },
    });
  });

  it('refuses a logo that is not an http(s) URL, naming the key', () => {
    expect(() => validateEnv({ DATABASE_URL, COMPANY_LOGO_URL: 'javascript:alert(1)' })).toThrow(/COMPANY_LOGO_URL/);
  });

  it('reads a sender as "Name <address>" or a bare address', () => {
    expect(parseSender('"Moving Co" <hello@moving.example>', 'X')).toEqual({ name: 'Moving Co', email: 'hello@moving.example' });
    expect(parseSender('<hello@moving.example>', 'X')).toEqual({ name: 'X', email: 'hello@moving.example' });
    expect(parseSender('hello@moving.example', 'X')).toEqual({ name: 'X', email: 'hello@moving.example' });
  });
});
