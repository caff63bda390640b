import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StoredSequenceState } from '../sequences.constants';

/** A multi-step email sequence; `state` is the operator's active/paused switch, deleting only stamps deleted_at. */
@Entity('sequences')
export class SequenceEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 200 }) name!: string;
  @Column({ type: 'text', default: '' }) description!: string;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive!: boolean;
  @Column({ type: 'varchar', length: 10, default: 'active' }) state!: StoredSequenceState;
  @Column({ name: 'stop_on_reply', type: 'boolean', default: false }) stopOnReply!: boolean;
  @Column({ name: 'stop_on_ooo', type: 'boolean', default: false }) stopOnOoo!: boolean;
  @Column({ name: 'stop_on_bounce', type: 'boolean', default: true }) stopOnBounce!: boolean;
  @Column({ name: 'reply_lookback_hours', type: 'integer', default: 72 }) replyLookbackHours!: number;
  /** The opportunity statuses that end a run as its goal reached (a conversion); [] for none. */
  @Column({ name: 'goal_statuses', type: 'varchar', length: 32, array: true, default: () => "'{booked}'" }) goalStatuses!: string[];
  /** The run also ends once the contact's move date has passed (end reason move_date_passed; not a conversion). */
  @Column({ name: 'goal_move_date_passed', type: 'boolean', default: false }) goalMoveDatePassed!: boolean;
  @Column({ name: 'on_reply_next_step_id', type: 'uuid', nullable: true }) onReplyNextStepId!: string | null;
  @Column({ name: 'on_no_reply_next_step_id', type: 'uuid', nullable: true }) onNoReplyNextStepId!: string | null;
  /** users.id of the staff member who created it. */
  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true }) ownerUserId!: string | null;
  /** When the sequence was last paused (null while active). */
  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true }) pausedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt!: Date | null;
}
