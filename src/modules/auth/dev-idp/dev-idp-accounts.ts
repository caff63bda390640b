import { DEMO_EMAIL_DOMAIN } from 'src/config/app-config.service';

export interface DemoAccount {
  email: string;
  name: string;
  note: string;
}

export const DEV_TENANT_ID = '00000000-0000-4000-8000-00000000d3e0';
export const OTHER_TENANT_ID = '00000000-0000-4000-8000-0000000074e7';

/** The demo users the dev identity provider lists on its sign-in page. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: `alex.admin@${DEMO_EMAIL_DOMAIN}`, name: 'Alex Morgan', note: 'admin' },
  { email: `sam.staff@${DEMO_EMAIL_DOMAIN}`, name: 'Sam Rivera', note: 'staff' },
  { email: 'pat.outsider@outside.example', name: 'Pat Outsider', note: 'another domain: must be denied' },
];

const titleCase = (value: string): string =>
  value
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');

/** Claims for any address typed into the dev IdP (demo accounts get their listed names). */
export function claimsFor(email: string): { sub: string; [claim: string]: string } {
  const known = DEMO_ACCOUNTS.find((account) => account.email === email);
  const domain = email.slice(email.indexOf('@') + 1);
  return {
    sub: email,
    email,
    email_verified: 'true',
    name: known?.name ?? titleCase(email.slice(0, email.indexOf('@'))),
    preferred_username: email,
    tid: domain === DEMO_EMAIL_DOMAIN ? DEV_TENANT_ID : OTHER_TENANT_ID,
  };
}
