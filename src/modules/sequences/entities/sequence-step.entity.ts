import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One step of a sequence; step_order is 1-based and unique within the sequence. `type` names its handler (runs/steps). */
@Entity('sequence_steps')
export class SequenceStepEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'sequence_id', type: 'uuid' }) sequenceId!: string;
  @Column({ name: 'step_order', type: 'integer' }) stepOrder!: number;
  @Column({ type: 'varchar', length: 10, default: 'email' }) type!: string;
  @Column({ name: 'template_id', type: 'uuid', nullable: true }) templateId!: string | null;
  @Column({ name: 'subject_override', type: 'varchar', length: 998, nullable: true }) subjectOverride!: string | null;
  @Column({ name: 'from_override', type: 'varchar', length: 320, nullable: true }) fromOverride!: string | null;
  /** Wait after the previous step (or after enrollment for step 1). */
  @Column({ name: 'delay_seconds', type: 'integer', default: 0 }) delaySeconds!: number;
  @Column({ name: 'quiet_hours', type: 'jsonb', nullable: true }) quietHours!: Record<string, unknown> | null;
  @Column({ name: 'skip_if', type: 'jsonb', nullable: true }) skipIf!: Record<string, unknown> | null;
  @Column({ name: 'stop_if', type: 'jsonb', nullable: true }) stopIf!: Record<string, unknown> | null;
  /** Anchor on a date of the contact (for example the move date); interpreted by the sending engine. */
  @Column({ name: 'wait_until', type: 'jsonb', nullable: true }) waitUntil!: Record<string, unknown> | null;
  /** The step type's own settings (a call step: expire_hours and the outcome routes); null for none. */
  @Column({ type: 'jsonb', nullable: true }) config!: Record<string, unknown> | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
