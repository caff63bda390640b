import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser, TokenScope } from 'src/common/decorators/auth.decorators';
import { ApiTokensRepository } from './api-tokens.repository';
import { AuthError, AuthErrorCode } from './auth.errors';
import type { ApiTokenEntity } from './entities/api-token.entity';
import { UserRole } from './entities/user.entity';
import { UsersRepository } from './users.repository';

export const API_TOKEN_PREFIX = 'la_';

export interface CreateTokenOptions {
  email: string;
  role?: UserRole;
  days?: number;
  name?: string;
  /** Limit the token to one job ('inbound': post inbound mail only). */
  scope?: TokenScope;
}

export interface CreatedToken {
  token: string;
  id: string;
  prefix: string;
  expiresAt: Date | null;
  userCreated: boolean;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** API tokens for scripts and integrations: shown once, stored hashed, expiring, revocable. */
@Injectable()
export class ApiTokenService {
  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly users: UsersRepository,
  ) {}

  async create(options: CreateTokenOptions): Promise<CreatedToken> {
    const email = options.email.trim().toLowerCase();
    let user = await this.users.findByEmail(email);
    const userCreated = user === null;
    if (!user) {
      user = await this.users.upsert({
        email,
        displayName: email.slice(0, email.indexOf('@')),
        userPrincipalName: email,
        role: options.role ?? UserRole.Staff,
        tenantId: null,
        oidcSubject: null,
        lastLoginAt: null,
      });
    }
    const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const prefix = token.slice(0, 11);
    const expiresAt = options.days ? new Date(Date.now() + options.days * 86_400_000) : null;
    const row = await this.tokens.create({
      userId: user.id,
      name: options.name ?? 'cli',
      tokenHash: hashToken(token),
      tokenPrefix: prefix,
      role: options.role ?? null,
      scope: options.scope ?? null,
      expiresAt,
    });
    return { token, id: row.id, prefix, expiresAt, userCreated };
  }

  /** Resolves a presented bearer token to its user, or null when unknown, expired or revoked. */
  async verify(token: string): Promise<AuthUser | null> {
    if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return null;
    const row = await this.tokens.findByHash(hashToken(token));
    if (!row?.user || row.revokedAt) return null;
    const now = new Date();
    if (row.expiresAt && row.expiresAt <= now) return null;
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) await this.tokens.touch(row.id, now);
    return {
      id: row.user.id,
      email: row.user.email,
      displayName: row.user.displayName,
      userPrincipalName: row.user.userPrincipalName,
      role: row.role ?? row.user.role,
      via: 'token',
      scope: row.scope,
    };
  }

  listForUser(userId: string): Promise<ApiTokenEntity[]> {
    return this.tokens.listForUser(userId);
  }

  /** A signed-in user revokes one of their own tokens. */
  async revokeOwn(userId: string, id: string): Promise<void> {
    const revoked = await this.tokens.revoke({ id, userId }, new Date());
    if (revoked === 0) throw new AuthError(AuthErrorCode.TokenNotFound, 'API token not found or already revoked');
  }

  /** Revokes one token (by full token, id or prefix) or every token of a user (by email). */
  async revoke(target: { token?: string; id?: string; prefix?: string; email?: string }): Promise<number> {
    const now = new Date();
    if (target.token) {
      const row = await this.tokens.findByHash(hashToken(target.token));
      return row ? this.tokens.revoke({ id: row.id }, now) : 0;
    }
    if (target.id) return this.tokens.revoke({ id: target.id }, now);
    if (target.prefix) return this.tokens.revoke({ tokenPrefix: target.prefix }, now);
    if (target.email) {
      const user = await this.users.findByEmail(target.email);
      return user ? this.tokens.revoke({ userId: user.id }, now) : 0;
    }
    return 0;
  }
}
