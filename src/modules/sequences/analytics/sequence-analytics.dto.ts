import { ApiProperty } from '@nestjs/swagger';

export class SequenceMetricsDto {
  @ApiProperty() total_lifetime!: number;
  @ApiProperty({ description: 'pending, active or paused' }) active_now!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() canceled!: number;
  @ApiProperty({ description: "Runs the sequence's goal ended (end_reason goal_reached: the contact's opportunity reached a goal status while the run was live)" }) converted!: number;
  @ApiProperty({ description: 'converted / total_lifetime, 0..1 (0 without enrollments)' }) conversion_rate!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean days from a converted run starting to its goal ending it; null without conversions' }) avg_days_to_convert!: number | null;
}
export class ActiveRunContactDto {
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}
export class ActiveRunDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['ready', 'scheduled', 'paused', 'running'], description: 'ready = due now, scheduled = future next_run_at' }) status!: string;
  @ApiProperty() current_step!: number;
  @ApiProperty({ type: ActiveRunContactDto }) contact!: ActiveRunContactDto;
  @ApiProperty({ example: 'Step 2: Your quote' }) next_step_label!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) next_run_at!: string | null;
}
export class FunnelMetricsDto {
  @ApiProperty({ description: 'Sends recorded for this sequence in the last 30 days (deliveries linked to it)' }) steps_completed_30d!: number;
  @ApiProperty({ description: 'Conversions whose goal ended the run in the last 30 days' }) conversions_30d!: number;
  @ApiProperty({ description: 'Live enrollments started in the last 30 days' }) active_enrollments_30d!: number;
}
export class OutcomeCountDto {
  @ApiProperty({ description: "Live status, or the end reason of an ended enrollment (its status when it has none)" }) outcome!: string;
  @ApiProperty() count!: number;
}
export class ActivityDayDto {
  @ApiProperty({ example: '2026-11-23' }) date!: string;
  @ApiProperty() enrolled!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() canceled!: number;
}
export class CallOutcomeCountDto {
  @ApiProperty({ example: 'no_answer' }) outcome!: string;
  @ApiProperty() count!: number;
}
export class StepCallsDto {
  @ApiProperty({ description: 'Call tasks closed by a recorded call' }) made!: number;
  @ApiProperty({ description: 'Call tasks that expired without an outcome' }) expired!: number;
  @ApiProperty({ type: [CallOutcomeCountDto], description: 'Recorded outcomes, most first' }) outcomes!: CallOutcomeCountDto[];
}
export class VariantResultDto {
  @ApiProperty({ enum: ['A', 'B', 'C'] }) variant!: string;
  @ApiProperty() sent!: number;
  @ApiProperty({ description: 'Replies returning one of its sends' }) replied!: number;
  @ApiProperty() bounced!: number;
  @ApiProperty() unsubscribed!: number;
}
export class StepResultDto {
  @ApiProperty() step_order!: number;
  @ApiProperty({ example: 'email' }) type!: string;
  @ApiProperty({ description: 'Emails sent at this step (not failed)' }) sent!: number;
  @ApiProperty({ description: 'Human replies, attributed to the step that was answered' }) replied!: number;
  @ApiProperty({ description: 'Bounces returning this step' }) bounced!: number;
  @ApiProperty({ description: 'Unsubscribes (by reply, complaint or link) after this step' }) unsubscribed!: number;
  @ApiProperty({ description: 'Runs that passed this step over by its skip condition' }) skipped!: number;
  @ApiProperty({ type: StepCallsDto, description: 'Call steps: the calls made and their outcomes' }) calls!: StepCallsDto;
  @ApiProperty({ type: [VariantResultDto], description: 'A/B steps: each variant sent so far; [] otherwise' }) variants!: VariantResultDto[];
  @ApiProperty({ type: String, nullable: true, description: 'A/B steps: how the reply rates compare, e.g. "B leads by 4 points, not yet significant"' }) variant_comparison!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The variant chosen by hand: every later run gets it' }) winner!: string | null;
}
export class SequenceAnalyticsSummaryDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: SequenceMetricsDto }) metrics!: SequenceMetricsDto;
  @ApiProperty({ type: [ActiveRunDto], description: 'First 20 live enrollments, soonest next run first' }) active_runs!: ActiveRunDto[];
  @ApiProperty({ type: FunnelMetricsDto }) funnel_metrics!: FunnelMetricsDto;
  @ApiProperty({ type: [OutcomeCountDto] }) outcome_breakdown!: OutcomeCountDto[];
  @ApiProperty({ type: [ActivityDayDto], description: 'Every one of the last 30 days (UTC), oldest first' }) recent_activity!: ActivityDayDto[];
  @ApiProperty({ type: [StepResultDto], description: 'Each step in order, with its results over the sequence\'s life' }) step_results!: StepResultDto[];
}
