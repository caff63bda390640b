import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

/** The company as templates name it ({{companyName}}, {{companyPhone}}, ...); validated with the rest of the environment. */
export class TemplatesEnv {
  @IsString() @MinLength(1) @MaxLength(200)
  COMPANY_NAME: string = 'Lead Automation Movers';

  @IsString() @MaxLength(500)
  COMPANY_ADDRESS: string = '100 Congress Ave, Austin, TX 78701';

  @IsString() @MaxLength(40)
  COMPANY_PHONE: string = '(512) 555-0100';

  /** Logo shown by templates as {{companyLogoUrl}} (an absolute http(s) URL); unset: the built-in logo this app serves. */
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'COMPANY_LOGO_URL must be an http(s) URL' })
  COMPANY_LOGO_URL?: string;
}

export interface CompanySettings {
  name: string;
  address: string;
  phone: string;
  logoUrl: string;
  /** Who mail comes from when no staff member is named (the mail settings' From). */
  sender: { name: string; email: string };
}

export const TEMPLATES_SETTINGS = Symbol('TEMPLATES_SETTINGS');

/** 'Name <a@b.c>' → {name, email}; a bare address keeps the company name. */
export function parseSender(from: string, companyName: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1].trim() || companyName, email: match[2].trim() } : { name: companyName, email: from.trim() };
}

/** The company settings from its validated keys, the outgoing mail's From and the logo to use when none is set. */
export function companySettings(env: TemplatesEnv, from: string, defaultLogoUrl: string): CompanySettings {
  return {
    name: env.COMPANY_NAME,
    address: env.COMPANY_ADDRESS,
    phone: env.COMPANY_PHONE,
    logoUrl: env.COMPANY_LOGO_URL || defaultLogoUrl,
    sender: parseSender(from, env.COMPANY_NAME),
  };
}
