import { Injectable, Logger } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { decideAccess, type AccessDecision, type IdentityClaims } from './access.policy';
import type { UserEntity } from './entities/user.entity';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';

export type LoginResult = { ok: true; user: UserEntity } | { ok: false; reason: Exclude<AccessDecision, { allowed: true }>['reason'] };

/** Sign-in rules: who may enter, which role they get, and keeping the users table current. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly config: AppConfigService,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  /** Deletes session rows past their absolute expiry; returns how many went. */
  purgeExpiredSessions(): Promise<number> {
    return this.sessions.purgeExpired();
  }

  async completeLogin(claims: IdentityClaims): Promise<LoginResult> {
    const decision = decideAccess(claims, this.config.oidc);
    if (!decision.allowed) {
      this.logger.warn({ reason: decision.reason, tid: claims.tid }, 'Sign-in denied');
      return { ok: false, reason: decision.reason };
    }
    const user = await this.users.upsert({
      email: decision.email,
      displayName: decision.displayName,
      userPrincipalName: decision.userPrincipalName,
      role: decision.role,
      tenantId: decision.tenantId,
      oidcSubject: decision.subject,
      lastLoginAt: new Date(),
    });
    this.logger.log({ userId: user.id, role: user.role }, 'Signed in');
    return { ok: true, user };
  }
}
