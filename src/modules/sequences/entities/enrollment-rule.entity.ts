import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { RuleStatus } from '../sequences.constants';

/** Enrolls contacts matching `criteria_json` whose `date_field` falls between start_date and end_date. */
@Entity('enrollment_rules')
export class EnrollmentRuleEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'sequence_id', type: 'uuid' }) sequenceId!: string;
  @Column({ type: 'varchar', length: 200 }) name!: string;
  @Column({ type: 'text', default: '' }) description!: string;
  @Column({ type: 'varchar', length: 10, default: 'draft' }) status!: RuleStatus;
  @Column({ name: 'date_field', type: 'varchar', length: 20, default: 'created_at' }) dateField!: 'created_at' | 'first_seen_at';
  @Column({ name: 'start_date', type: 'date' }) startDate!: string;
  @Column({ name: 'end_date', type: 'date', nullable: true }) endDate!: string | null;
  @Column({ name: 'include_future', type: 'boolean', default: false }) includeFuture!: boolean;
  @Column({ name: 'criteria_json', type: 'jsonb' }) criteriaJson!: { filters: unknown[]; exclusions: unknown[] };
  @Column({ name: 'caps_json', type: 'jsonb' }) capsJson!: { daily_org_limit: number; daily_sequence_limit: number };
  @Column({ name: 'send_window_json', type: 'jsonb' }) sendWindowJson!: { days: number[]; start_hour: number; end_hour: number };
  @Column({ type: 'varchar', length: 64, default: 'UTC' }) timezone!: string;
  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true }) ownerUserId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt!: Date | null;
}
