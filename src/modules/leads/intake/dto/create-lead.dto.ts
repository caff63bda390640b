import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { blankToUndefined } from 'src/common/dto/query-value.transform';
import { IsAmountBetween, IsLeadMoveDate, IsLeadText } from 'src/common/dto/value-rules.decorators';

const TRACKING = /^[A-Za-z0-9#._-]+$/;
const TRACKING_MESSAGE = 'tracking_number may contain letters, digits and . _ - # only';
/** opportunities.estimated_revenue is numeric(12, 2). */
export const MAX_ESTIMATED_REVENUE = 9_999_999_999.99;

/** The customer and move fields every lead input shares. */
export class LeadFieldsDto {
  /** At most 120 characters: the contact keeps first and last name in 120 characters each. */
  @IsLeadText(120)
  customer_name?: string;

  /**
   * As the lead gave it: an address that is not usable ("none", "n/a@none.com") does not refuse the lead; it is kept
   * as given and marked (`email_quality`), never mailed or matched.
   */
  @IsLeadText(320, { description: 'An unusable value (placeholder, not an address) is kept as given and marked, not refused' })
  customer_email?: string;

  /** As the lead gave it: a placeholder ("000-000-0000") or unreadable number is kept as given and marked (`phone_quality`). */
  @IsLeadText(40, { description: 'A placeholder ("000-000-0000") or unreadable number is kept as given and marked, not refused' })
  customer_phone?: string;

  @IsLeadMoveDate()
  move_date?: string;

  @IsLeadText(500)
  origin_address?: string;

  @IsLeadText(500)
  destination_address?: string;

  @IsLeadText(60)
  move_size?: string;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: MAX_ESTIMATED_REVENUE, description: 'At most 2 decimals' })
  @IsOptional() @IsAmountBetween(0, MAX_ESTIMATED_REVENUE, 2)
  estimated_revenue?: number;

  /** Optional: a lead without a provider tracking number gets a generated one (a blank value counts as none). */
  @ApiPropertyOptional({ type: String, maxLength: 64, pattern: TRACKING.source, description: 'Generated when absent or blank' })
  @IsOptional() @Transform(blankToUndefined) @IsString() @MaxLength(64) @Matches(TRACKING, { message: TRACKING_MESSAGE })
  tracking_number?: string;
}

/** `POST /api/leads` (web forms and other systems); without a tracking number one is generated (`WEB-…`). */
export class CreateLeadDto extends LeadFieldsDto {
  /** A lead site posting its leads here names itself, so duplicates and refund claims say where a lead came from. */
  @ApiPropertyOptional({ type: String, maxLength: 80, example: 'HireAHelper', description: 'The lead provider (site) that sold this lead, if any' })
  @IsOptional() @Transform(blankToUndefined) @IsString() @MaxLength(80)
  provider?: string;
}

/** `POST /api/opportunities`: staff enter a lead by hand (a call came in, a walk-in...). */
export class CreateOpportunityDto extends LeadFieldsDto {
  @ApiProperty({ enum: ['manual', 'inbound_call'] })
  @IsIn(['manual', 'inbound_call'], { message: 'lead_source must be manual or inbound_call' })
  lead_source!: 'manual' | 'inbound_call';

  @IsLeadText(200)
  assignee?: string;
}
