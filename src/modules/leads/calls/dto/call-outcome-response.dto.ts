import { ApiProperty } from '@nestjs/swagger';
import { CALL_OUTCOMES } from '../entities/call-outcome.entity';

/** One recorded call (`GET /api/call-history/{opportunityId}` items). */
export class CallHistoryItemResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  customer_service_agent!: string;

  @ApiProperty({ format: 'date-time' })
  call_date!: string;

  @ApiProperty()
  phone_number!: string;

  @ApiProperty({ enum: CALL_OUTCOMES })
  outcome!: string;

  @ApiProperty({ type: 'string', nullable: true })
  notes!: string | null;

  @ApiProperty()
  follow_up_triggered!: boolean;
}

/** `POST /api/record-call-outcome`: the recorded call plus the follow-up actions the policy ran. */
export class RecordCallOutcomeResponseDto extends CallHistoryItemResponseDto {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ type: [String], example: ['callback_reminder', 'set_status:contacted'] })
  follow_up_actions!: string[];
}

/** Keys spelled out (not spread): the answer carries exactly the documented keys, and a missing one fails the build. */
export const toCallHistoryItem = (call: CallHistoryItemResponseDto): CallHistoryItemResponseDto => ({
  id: call.id,
  customer_service_agent: call.customer_service_agent,
  call_date: call.call_date,
  phone_number: call.phone_number,
  outcome: call.outcome,
  notes: call.notes,
  follow_up_triggered: call.follow_up_triggered,
});

export const toRecordCallOutcomeResponse = (call: CallHistoryItemResponseDto, actions: string[]): RecordCallOutcomeResponseDto => ({
  success: true,
  ...toCallHistoryItem(call),
  follow_up_actions: actions,
});
