import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { ApiTokenEntity } from './entities/api-token.entity';

@Injectable()
export class ApiTokensRepository {
  constructor(@InjectRepository(ApiTokenEntity) private readonly repo: Repository<ApiTokenEntity>) {}

  create(token: Pick<ApiTokenEntity, 'userId' | 'name' | 'tokenHash' | 'tokenPrefix' | 'role' | 'scope' | 'expiresAt'>): Promise<ApiTokenEntity> {
    return this.repo.save(this.repo.create(token));
  }

  findByHash(tokenHash: string): Promise<ApiTokenEntity | null> {
    return this.repo.findOne({ where: { tokenHash }, relations: { user: true } });
  }

  listForUser(userId: string): Promise<ApiTokenEntity[]> {
    return this.repo.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 100 });
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.repo.update({ id }, { lastUsedAt: at });
  }

  /** Revokes by id or by prefix; returns how many tokens were revoked. */
  async revoke(where: { id?: string; tokenPrefix?: string; userId?: string }, at: Date): Promise<number> {
    const result = await this.repo.update({ ...where, revokedAt: IsNull() }, { revokedAt: at });
    return result.affected ?? 0;
  }
}
