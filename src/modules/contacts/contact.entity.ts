import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('contacts')
export class ContactEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'contact_uuid', type: 'uuid', insert: false, update: false })
  contactUuid!: string;

  @Column({ name: 'first_name', type: 'varchar', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', nullable: true })
  company!: string | null;

  @Column({ name: 'origin_city', type: 'varchar', nullable: true })
  originCity!: string | null;

  @Column({ name: 'origin_state', type: 'char', length: 2, nullable: true })
  originState!: string | null;

  @Column({ name: 'destination_city', type: 'varchar', nullable: true })
  destinationCity!: string | null;

  @Column({ name: 'destination_state', type: 'char', length: 2, nullable: true })
  destinationState!: string | null;

  @Column({ type: 'varchar', default: 'email' })
  source!: string;

  @Column({ name: 'lifecycle_stage', type: 'varchar', default: 'lead' })
  lifecycleStage!: 'lead' | 'mql' | 'sql' | 'customer';

  @Column({ name: 'consent_status', type: 'varchar', default: 'unknown' })
  consentStatus!: 'opted_in' | 'opted_out' | 'unknown';

  @Column({ name: 'lead_score', type: 'integer', default: 0 })
  leadScore!: number;

  @Column({ type: 'varchar', nullable: true })
  timezone!: string | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;

  @Column({ name: 'bounced_at', type: 'timestamptz', nullable: true })
  bouncedAt!: Date | null;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
