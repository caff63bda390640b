import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUrl, Min, MinLength, ValidateIf } from 'class-validator';
import { type AppEnv, toBool, urlOptions } from 'src/config/env.schema';

/** Sign-in (OIDC / Entra ID, the dev identity provider), sessions and who is an admin. */
export class AuthEnv {
  @ValidateIf((e: AuthEnv & AppEnv) => e.NODE_ENV === 'production' || e.SESSION_SECRET !== undefined)
  @IsString() @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  @IsInt() @Min(1)
  SESSION_IDLE_TIMEOUT_SECONDS: number = 1800;

  @IsInt() @Min(1)
  SESSION_MAX_AGE_SECONDS: number = 43200;

  /** Enables the in-process development identity provider under /dev-idp. Refused in production. */
  @Transform(toBool) @IsBoolean()
  AUTH_DEV_IDP: boolean = false;

  @IsOptional() @IsUrl(urlOptions)
  OIDC_ISSUER_URL?: string;

  @ValidateIf((e: AuthEnv) => e.OIDC_ISSUER_URL !== undefined)
  @IsString() @MinLength(1)
  OIDC_CLIENT_ID?: string;

  @ValidateIf((e: AuthEnv) => e.OIDC_ISSUER_URL !== undefined)
  @IsString() @MinLength(1)
  OIDC_CLIENT_SECRET?: string;

  /** Entra ID tenant id; when set, the id token's `tid` claim must match it. */
  @IsOptional() @IsString()
  OIDC_TENANT_ID?: string;

  /** Comma list of group object ids whose members are admins (Entra `groups` claim). */
  @IsOptional() @IsString()
  OIDC_ADMIN_GROUP_IDS?: string;

  /** Comma list of app-role values that grant admin (Entra `roles` claim). */
  @IsOptional() @IsString()
  OIDC_ADMIN_ROLES?: string;

  /** Comma list of email domains allowed to sign in. */
  @IsOptional() @IsString()
  ALLOWED_EMAIL_DOMAINS?: string;

  /** Comma list of email addresses that are admins. */
  @IsOptional() @IsString()
  ADMIN_EMAILS?: string;
}
