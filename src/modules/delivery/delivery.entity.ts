import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type DeliveryKind = 'test' | 'sequence';
/** `unknown`: a crashed attempt that could not be confirmed either way (an operator decides; it is never resent). */
export type DeliveryStatus = 'pending' | 'sent' | 'delivered' | 'failed' | 'unknown';

/** One email handed (or about to be handed) to the mail provider; written as pending before the provider call. */
@Entity('deliveries')
export class DeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: DeliveryKind;

  /** Unique: a second attempt with the same key is the same delivery (test sends use a random nonce). */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 200 })
  idempotencyKey!: string;

  @Column({ name: 'template_id', type: 'uuid', nullable: true })
  templateId!: string | null;

  @Column({ name: 'contact_id', type: 'uuid', nullable: true })
  contactId!: string | null;

  /** The sequence a send belongs to (a sequence step, or a designer's test send of one). */
  @Column({ name: 'sequence_id', type: 'uuid', nullable: true })
  sequenceId!: string | null;

  @Column({ name: 'to_email', type: 'varchar', length: 320 })
  toEmail!: string;

  @Column({ name: 'from_email', type: 'varchar', length: 400 })
  fromEmail!: string;

  @Column({ type: 'varchar', length: 998, default: '' })
  subject!: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  provider!: string | null;

  /** The internet Message-ID, angle brackets included. */
  @Column({ name: 'message_id', type: 'varchar', length: 998, nullable: true })
  messageId!: string | null;

  /** The provider's id for the request (Graph request-id, SMTP queue id). */
  @Column({ name: 'request_id', type: 'varchar', length: 200, nullable: true })
  requestId!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: DeliveryStatus;

  /** The provider's message when the send failed. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'saved_to_sent', type: 'boolean', default: false })
  savedToSent!: boolean;

  @Column({ name: 'created_by_user_id', type: 'uuid', nullable: true })
  createdByUserId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  /** An operator's decision on an `unknown` delivery (set only on those): `sent` or `not_sent`. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  resolution!: 'sent' | 'not_sent' | null;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ name: 'resolved_by_user_id', type: 'uuid', nullable: true })
  resolvedByUserId!: string | null;

  @Column({ name: 'resolution_note', type: 'text', nullable: true })
  resolutionNote!: string | null;
}
