import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { blankToUndefined } from '../../../../common/dto/query-value.transform';
import { trim } from '../../../../common/dto/trim.transform';
import { IsAmountBetween } from '../../../../common/dto/value-rules.decorators';

const TRACKING = /^[A-Za-z0-9#._-]+$/;
const TRACKING_MESSAGE = 'tracking_number may contain letters, digits and . _ - # only';
/** opportunities.estimated_revenue is numeric(12, 2). */
export const MAX_ESTIMATED_REVENUE = 9_999_999_999.99;

/** The customer and move fields every lead input shares. */
export class LeadFieldsDto {
  /** At most 120 characters: the contact keeps first and last name in 120 characters each. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(120)
  customer_name?: string;

  @IsOptional() @Transform(trim) @IsEmail({}, { message: 'customer_email must be a valid email address' }) @MaxLength(320)
  customer_email?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(40) @Matches(/^[0-9 ().+-]{7,40}$/, { message: 'customer_phone must be a phone number' })
  customer_phone?: string;

  /** YYYY-MM-DD, MM/DD/YYYY or a written date ("March 5, 2027"). */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(40)
  move_date?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(500)
  origin_address?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(500)
  destination_address?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(60)
  move_size?: string;

  @IsOptional() @IsAmountBetween(0, MAX_ESTIMATED_REVENUE, 2)
  estimated_revenue?: number;

  /** Optional: a lead without a provider tracking number gets a generated one (a blank value counts as none). */
  @IsOptional() @Transform(blankToUndefined) @IsString() @MaxLength(64) @Matches(TRACKING, { message: TRACKING_MESSAGE })
  tracking_number?: string;
}

/** `POST /api/leads` (web forms and other systems); without a tracking number one is generated (`WEB-…`). */
export class CreateLeadDto extends LeadFieldsDto {}

/** `POST /api/opportunities`: staff enter a lead by hand (a call came in, a walk-in...). */
export class CreateOpportunityDto extends LeadFieldsDto {
  @IsIn(['manual', 'inbound_call'], { message: 'lead_source must be manual or inbound_call' })
  lead_source!: 'manual' | 'inbound_call';

  @IsOptional() @Transform(trim) @IsString() @MaxLength(200)
  assignee?: string;
}
