import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EnrollmentStatus } from 'src/modules/sequences/sequences.constants';

/** A contact's run through a sequence; at most one pending/active/paused row per contact and sequence. */
@Entity('sequence_enrollments')
export class SequenceEnrollmentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'sequence_id', type: 'uuid' }) sequenceId!: string;
  @Column({ name: 'contact_id', type: 'uuid' }) contactId!: string;
  @Column({ name: 'rule_id', type: 'uuid', nullable: true }) ruleId!: string | null;
  @Column({ type: 'varchar', length: 10, default: 'active' }) status!: EnrollmentStatus;
  @Column({ name: 'current_step', type: 'integer', default: 1 }) currentStep!: number;
  @Column({ name: 'retry_count', type: 'integer', default: 0 }) retryCount!: number;
  @Column({ name: 'next_run_at', type: 'timestamptz', nullable: true }) nextRunAt!: Date | null;
  /** Set while the enrollment is paused because its sequence is paused (resuming the sequence resumes it). */
  @Column({ name: 'held_by_sequence_at', type: 'timestamptz', nullable: true }) heldBySequenceAt!: Date | null;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt!: Date;
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true }) endedAt!: Date | null;
  @Column({ name: 'end_reason', type: 'varchar', length: 200, nullable: true }) endReason!: string | null;
  @Column({ name: 'enrolled_by_user_id', type: 'uuid', nullable: true }) enrolledByUserId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
