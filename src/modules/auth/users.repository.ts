import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserEntity, type UserRole } from './entities/user.entity';

export interface UpsertUserInput {
  email: string;
  displayName: string;
  userPrincipalName: string;
  role: UserRole;
  tenantId: string | null;
  oidcSubject: string | null;
  lastLoginAt: Date | null;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly repo: Repository<UserEntity>) {}

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** Insert or update by case-insensitive email; returns the stored row. */
  async upsert(input: UpsertUserInput): Promise<UserEntity> {
    const rows: UserEntity[] = await this.repo.query(
      `INSERT INTO users (email, display_name, user_principal_name, role, tenant_id, oidc_subject, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ((lower(email))) DO UPDATE SET
         display_name = EXCLUDED.display_name,
         user_principal_name = EXCLUDED.user_principal_name,
         role = EXCLUDED.role,
         tenant_id = COALESCE(EXCLUDED.tenant_id, users.tenant_id),
         oidc_subject = COALESCE(EXCLUDED.oidc_subject, users.oidc_subject),
         last_login_at = COALESCE(EXCLUDED.last_login_at, users.last_login_at),
         updated_at = now()
       RETURNING id`,
      [input.email, input.displayName, input.userPrincipalName, input.role, input.tenantId, input.oidcSubject, input.lastLoginAt],
    );
    const stored = await this.findById(rows[0].id);
    if (!stored) throw new Error('User vanished after upsert');
    return stored;
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
