import type { FactoryProvider } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength, validateSync } from 'class-validator';
import { DEMO_EMAIL_DOMAIN } from 'src/config/app-config.service';
import { readProcessEnv } from 'src/config/process-env';
import { InvalidConfigError } from 'src/config/validate-env';

/** The company as templates name it ({{companyName}}, {{companyPhone}}, ...), and the default sender. */
export class TemplatesEnv {
  @IsString() @MinLength(1) @MaxLength(200)
  COMPANY_NAME: string = 'Lead Automation Movers';

  @IsString() @MaxLength(500)
  COMPANY_ADDRESS: string = '100 Congress Ave, Austin, TX 78701';

  @IsString() @MaxLength(40)
  COMPANY_PHONE: string = '(512) 555-0100';

  /** Logo shown by templates as {{companyLogoUrl}} (an absolute http(s) URL). */
  @Matches(/^https?:\/\/\S+$/, { message: 'COMPANY_LOGO_URL must be an http(s) URL' })
  COMPANY_LOGO_URL: string = 'https://placehold.co/600x120/1f4e79/ffffff/png?text=Lead+Automation+Movers';

  /** Default sender (`address` or `Name <address>`), shared with outgoing mail. */
  @IsOptional() @IsString() @MinLength(3)
  MAIL_FROM?: string;
}

export interface CompanySettings {
  name: string;
  address: string;
  phone: string;
  logoUrl: string;
  /** Who mail comes from when no staff member is named. */
  sender: { name: string; email: string };
}

export const TEMPLATES_SETTINGS = Symbol('TEMPLATES_SETTINGS');

/** 'Name <a@b.c>' → {name, email}; a bare address keeps the company name. */
export function parseSender(from: string | undefined, companyName: string): { name: string; email: string } {
  if (!from) return { name: companyName, email: `no-reply@${DEMO_EMAIL_DOMAIN}` };
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1].trim() || companyName, email: match[2].trim() } : { name: companyName, email: from.trim() };
}

/** Validates the company keys of a raw environment (empty values count as unset); throws naming each bad key. */
export function readCompanySettings(raw: Record<string, unknown>): CompanySettings {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined));
  const env = plainToInstance(TemplatesEnv, cleaned, { exposeDefaultValues: true });
  const problems = validateSync(env).map((error) => `${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`);
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return {
    name: env.COMPANY_NAME,
    address: env.COMPANY_ADDRESS,
    phone: env.COMPANY_PHONE,
    logoUrl: env.COMPANY_LOGO_URL,
    sender: parseSender(env.MAIL_FROM, env.COMPANY_NAME),
  };
}

export const companySettingsProvider: FactoryProvider<CompanySettings> = {
  provide: TEMPLATES_SETTINGS,
  useFactory: () => readCompanySettings(readProcessEnv()),
};
