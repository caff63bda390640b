import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type LeadMessageSource = 'graph' | 'inbound_api' | 'cli';

/** Every ingested lead email (idempotent on message_id), with the parse outcome. */
@Entity('lead_messages')
export class LeadMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'message_id', type: 'varchar' })
  messageId!: string;

  @Column({ type: 'varchar' })
  source!: LeadMessageSource;

  @Column({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;

  @Column({ name: 'from_address', type: 'varchar', default: '' })
  fromAddress!: string;

  @Column({ type: 'varchar', default: '' })
  subject!: string;

  @Column({ type: 'varchar', nullable: true })
  parser!: string | null;

  @Column({ type: 'varchar' })
  status!: 'parsed' | 'failed' | 'ignored';

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'opportunity_id', type: 'uuid', nullable: true })
  opportunityId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
