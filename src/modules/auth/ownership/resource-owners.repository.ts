import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OwnedResource, Owners } from 'src/common/access/write-access.policy';

/** Who owns each kind of record the write rule protects (one indexed primary-key read each). */
const OWNERS_SQL: Record<OwnedResource, string> = {
  sequence: `SELECT owner_user_id FROM sequences WHERE id = $1 AND deleted_at IS NULL`,
  template: `SELECT owner_user_id FROM email_templates WHERE id = $1 AND deleted_at IS NULL`,
  rule: `SELECT s.owner_user_id
           FROM enrollment_rules r JOIN sequences s ON s.id = r.sequence_id WHERE r.id = $1`,
};

@Injectable()
export class ResourceOwnersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The record's owners, or null when there is no such (live) record. */
  async owners(resource: OwnedResource, id: string): Promise<Owners | null> {
    const rows: { owner_user_id: string | null }[] = await this.dataSource.query(OWNERS_SQL[resource], [id]);
    return rows[0] ? { ownerUserId: rows[0].owner_user_id } : null;
  }
}
