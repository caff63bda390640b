import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNumber, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { trim } from '../../../common/dto/trim.transform';

const TRACKING = /^[A-Za-z0-9#._-]+$/;
const TRACKING_MESSAGE = 'tracking_number may contain letters, digits and . _ - # only';

/** The customer and move fields every lead input shares. */
export class LeadFieldsDto {
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200)
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

  @IsOptional() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0)
  estimated_revenue?: number;
}

/** `POST /api/leads` (web forms and other systems). */
export class CreateLeadDto extends LeadFieldsDto {
  @Transform(trim) @IsString() @MinLength(1) @MaxLength(64) @Matches(TRACKING, { message: TRACKING_MESSAGE })
  tracking_number!: string;
}

/** `POST /api/opportunities`: staff enter a lead by hand (a call came in, a walk-in...). */
export class CreateOpportunityDto extends LeadFieldsDto {
  /** Optional for manual entry: a reference is generated when the lead has no provider tracking number. */
  @IsOptional() @Transform(trim) @IsString() @MinLength(1) @MaxLength(64) @Matches(TRACKING, { message: TRACKING_MESSAGE })
  tracking_number?: string;

  @IsIn(['manual', 'inbound_call'], { message: 'lead_source must be manual or inbound_call' })
  lead_source!: 'manual' | 'inbound_call';

  @IsOptional() @Transform(trim) @IsString() @MaxLength(200)
  assignee?: string;
}
