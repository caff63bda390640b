import type { OidcSettings } from 'src/config/app-config.service';
import { UserRole } from './entities/user.entity';

/** The identity claims we read from an OIDC id token (Entra ID names them this way too). */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  preferred_username?: unknown;
  upn?: unknown;
  name?: unknown;
  tid?: unknown;
  groups?: unknown;
  roles?: unknown;
}

export type AccessDecision =
  | {
      allowed: true;
      email: string;
      displayName: string;
      userPrincipalName: string;
      role: UserRole;
      tenantId: string | null;
      subject: string;
    }
  | { allowed: false; reason: 'missing_email' | 'wrong_tenant' | 'wrong_domain' };

type PolicySettings = Pick<OidcSettings, 'tenantId' | 'allowedEmailDomains' | 'adminEmails' | 'adminGroupIds' | 'adminRoles'>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Who may enter and with which role: tenant, then email domain, then admin sources. */
export function decideAccess(claims: IdentityClaims, settings: PolicySettings): AccessDecision {
  const email = (str(claims.email) ?? str(claims.preferred_username) ?? str(claims.upn))?.toLowerCase();
  if (!email || !email.includes('@')) return { allowed: false, reason: 'missing_email' };
  const tenantId = str(claims.tid) ?? null;
  if (settings.tenantId && tenantId !== settings.tenantId) return { allowed: false, reason: 'wrong_tenant' };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (settings.allowedEmailDomains.length > 0 && !settings.allowedEmailDomains.includes(domain)) {
    return { allowed: false, reason: 'wrong_domain' };
  }
  const isAdmin =
    settings.adminEmails.includes(email) ||
    strings(claims.groups).some((group) => settings.adminGroupIds.includes(group)) ||
    strings(claims.roles).some((role) => settings.adminRoles.includes(role));
  return {
    allowed: true,
    email,
    displayName: str(claims.name) ?? email.slice(0, email.indexOf('@')),
    userPrincipalName: str(claims.preferred_username) ?? str(claims.upn) ?? email,
    role: isAdmin ? UserRole.Admin : UserRole.Staff,
    tenantId,
    subject: claims.sub,
  };
}
