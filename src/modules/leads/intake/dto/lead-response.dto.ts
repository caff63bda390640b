import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';

/** `POST /api/leads`, `POST /api/opportunities`. */
export class CreateLeadResponseDto extends SuccessResponseDto {
  @ApiProperty({ format: 'uuid' })
  opportunity_id!: string;

  @ApiProperty({ example: 'WEB-20270305-7K2M' })
  tracking_number!: string;

  @ApiProperty({ description: 'false when the tracking number already existed (the lead was merged)' })
  created!: boolean;
}

/** `POST /api/leads/inbound-email`. */
export class InboundEmailResponseDto extends SuccessResponseDto {
  @ApiProperty()
  message_id!: string;

  @ApiProperty({ enum: ['parsed', 'failed', 'ignored'] })
  status!: 'parsed' | 'failed' | 'ignored';

  @ApiProperty()
  duplicate!: boolean;

  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  opportunity_id!: string | null;

  @ApiProperty()
  created!: boolean;

  @ApiProperty({ type: 'string', nullable: true })
  error!: string | null;
}

/** What intake reports of one lead (LeadIngestionService's result, camelCase inside, snake_case on the wire). */
export interface IntakeOutcome {
  opportunityId: string;
  trackingNumber: string;
  created: boolean;
}

export const toCreateLeadResponse = (result: IntakeOutcome): CreateLeadResponseDto => ({
  success: true,
  opportunity_id: result.opportunityId,
  tracking_number: result.trackingNumber,
  created: result.created,
});

export const toInboundEmailResponse = (result: Omit<InboundEmailResponseDto, 'success'>): InboundEmailResponseDto => ({
  success: true,
  message_id: result.message_id,
  status: result.status,
  duplicate: result.duplicate,
  opportunity_id: result.opportunity_id,
  created: result.created,
  error: result.error,
});
