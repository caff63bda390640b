import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const CALL_OUTCOMES = ['answered', 'no_answer', 'voicemail', 'wrong_number', 'not_interested', 'booked', 'rescheduled'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

@Entity('call_outcomes')
export class CallOutcomeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'opportunity_id', type: 'uuid' })
  opportunityId!: string;

  @Column({ name: 'customer_service_agent', type: 'varchar' })
  customerServiceAgent!: string;

  @Column({ name: 'phone_number', type: 'varchar' })
  phoneNumber!: string;

  @Column({ type: 'varchar' })
  outcome!: CallOutcome;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'call_date', type: 'timestamptz' })
  callDate!: Date;

  @Column({ name: 'follow_up_triggered', type: 'boolean', default: false })
  followUpTriggered!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
