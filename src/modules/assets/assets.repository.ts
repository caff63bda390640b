import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, type Repository } from 'typeorm';
import { type AssetStatus, AssetEntity } from './entities/asset.entity';

export interface NewAsset {
  key: string;
  filename: string;
  contentType: string;
  size: number;
  status: AssetStatus;
  ownerUserId: string | null;
}

/** The only place that touches the assets table. */
@Injectable()
export class AssetsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo(): Repository<AssetEntity> {
    return this.dataSource.getRepository(AssetEntity);
  }

  /** Inserts the row; false when the key is already recorded. */
  async insert(asset: NewAsset): Promise<boolean> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO assets (key, filename, content_type, size, status, owner_user_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [asset.key, asset.filename, asset.contentType, asset.size, asset.status, asset.ownerUserId],
    );
    return rows.length > 0;
  }

  /** Ready images, newest first; `q` matches the filename case-insensitively (LIKE wildcards taken literally). */
  listReady(q: string | undefined, limit: number): Promise<AssetEntity[]> {
    const query = this.repo.createQueryBuilder('a').where(`a.status = 'ready'`);
    if (q) query.andWhere(`a.filename ILIKE :q ESCAPE '\\'`, { q: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    return query.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC').limit(limit).getMany();
  }

  listPending(limit: number): Promise<AssetEntity[]> {
    return this.repo.find({ where: { status: 'pending' }, order: { createdAt: 'ASC' }, take: limit });
  }

  findByKeys(keys: string[]): Promise<AssetEntity[]> {
    return keys.length === 0 ? Promise.resolve([]) : this.repo.findBy({ key: In(keys) });
  }

  findByKey(key: string): Promise<AssetEntity | null> {
    return this.repo.findOneBy({ key });
  }

  async markReady(key: string, size: number): Promise<void> {
    await this.repo.update({ key }, { status: 'ready', size });
  }

  async remove(key: string): Promise<void> {
    await this.repo.delete({ key });
  }
}
