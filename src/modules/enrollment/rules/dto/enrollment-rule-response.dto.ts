import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RULE_STATUSES } from 'src/modules/sequences/sequences.constants';
import { DATE_FIELDS } from '../enrollment-rules.constants';
import { CapsJsonDto, CriteriaJsonDto, SendWindowJsonDto } from './enrollment-rule.dto';

export class RuleRunSkipsDto {
  @ApiPropertyOptional({ type: 'integer', description: 'No usable email address' }) no_email?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Already enrolled in this sequence (by hand or another rule), not ended' }) already_in_sequence?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Enrolled by this rule in an earlier run (a rule never takes a contact twice)' }) enrolled_before?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'On the suppression list' }) suppressed?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Arrived after the rule started (include_future off)' }) joined_after_start?: number;
  @ApiPropertyOptional({ type: 'integer', description: "Left out by the rule's filters or exclusions" }) excluded?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Step 1 is anchored on the move date and theirs is missing or too close' }) no_upcoming_move_date?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Eligible, but a daily cap was reached' }) daily_cap?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Eligible, but taken meanwhile by another worker or a manual assignment' }) not_taken?: number;
}

export class RuleLastRunDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the run finished' }) at!: string;
  @ApiProperty({ type: 'integer', description: 'Enrolled by that run' }) enrolled!: number;
  @ApiProperty({ type: 'integer', description: "Enrolled by the rule that day (the rule timezone's calendar day)" }) enrolled_today!: number;
  @ApiProperty({ description: 'A daily cap (organisation or sequence) stopped the run' }) cap_reached!: boolean;
  @ApiProperty({ type: 'integer', description: 'Contacts of the date range counted (at most 10,000, in date order)' }) scanned!: number;
  @ApiProperty({ description: 'false when the date range holds more contacts than were counted' }) complete!: boolean;
  @ApiProperty({ type: RuleRunSkipsDto, description: 'Contacts of the date range passed over, by reason (the first that holds)' }) skipped!: RuleRunSkipsDto;
}

export class EnrollmentRuleDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) sequence_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: RULE_STATUSES }) status!: string;
  @ApiProperty({ enum: DATE_FIELDS }) date_field!: string;
  @ApiProperty({ format: 'date' }) start_date!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) end_date!: string | null;
  @ApiProperty() include_future!: boolean;
  @ApiProperty({ type: CriteriaJsonDto }) criteria_json!: CriteriaJsonDto;
  @ApiProperty({ type: CapsJsonDto }) caps_json!: CapsJsonDto;
  @ApiProperty({ type: SendWindowJsonDto }) send_window_json!: SendWindowJsonDto;
  @ApiProperty({ description: 'IANA zone' }) timezone!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) owner_user_id!: string | null;
  @ApiProperty({ type: 'integer', description: 'Enrollments this rule made' }) total_enrollments!: number;
  @ApiProperty({ type: 'integer', description: 'Of those, not ended (pending, active, paused)' }) active_enrollments!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'total_eligible of the latest preview; null before any' }) eligible_count!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) previewed_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the runner paused this rule (it could not run it); null otherwise, and once started again', example: 'The runner could not run this rule: date out of range' })
  run_error!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the runner paused it' }) run_error_at!: string | null;
  @ApiProperty({ type: RuleLastRunDto, nullable: true, description: "What the runner's last run of the rule did and why it passed contacts over; null before any run" })
  last_run!: RuleLastRunDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
}

export class EnrollmentRuleListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [EnrollmentRuleDto], description: 'Newest first' }) rules!: EnrollmentRuleDto[];
}

export class EnrollmentRuleResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: EnrollmentRuleDto }) rule!: EnrollmentRuleDto;
}

export class PreviewContactDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class RulePreviewDto {
  @ApiProperty({ type: 'integer', description: 'Contacts the rule would enroll now' }) total_eligible!: number;
  @ApiProperty({ type: 'integer', description: 'Expected enrollments per day (see the README)' }) daily_projection!: number;
  @ApiProperty({ type: 'integer', description: 'Days left to end_date, or days needed at the daily cap without one' }) days_remaining!: number;
  @ApiProperty({ type: [PreviewContactDto], description: 'The first eligible contacts by the date field' }) contacts!: PreviewContactDto[];
}

export class RulePreviewResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: RulePreviewDto }) preview!: RulePreviewDto;
}

export class EnrollmentRuleErrorDto {
  @ApiProperty({ enum: [false] }) success!: false;
  @ApiProperty() error!: string;
  @ApiProperty({ example: 'Cannot pause a rule that is draft' }) message!: string;
  @ApiProperty({ example: 'RULE_INVALID_TRANSITION', description: 'VALIDATION_FAILED, CRITERIA_INVALID, RULE_INVALID_TRANSITION, SEQUENCE_ARCHIVED, NO_STEPS, NO_TEMPLATE, ...' })
  error_code!: string;
  @ApiProperty({ type: String, enum: RULE_STATUSES, required: false, description: 'RULE_INVALID_TRANSITION: the rule status now' }) status?: string;
  @ApiProperty({ type: [String], required: false }) details?: string[];
}
