import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 'pending': a bucket upload was presigned but not yet checked; 'ready': stored, checked and listed. */
export type AssetStatus = 'pending' | 'ready';

/** One stored image; `key` is the server-chosen storage path, `filename` only what the user called it. */
@Entity('assets')
export class AssetEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  key!: string;

  @Column({ type: 'varchar', length: 255 })
  filename!: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType!: string;

  @Column({ type: 'integer', default: 0 })
  size!: number;

  @Column({ type: 'varchar', length: 16, default: 'ready' })
  status!: AssetStatus;

  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
