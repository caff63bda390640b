import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { trim } from '../../../../common/dto/trim.transform';
import { OPPORTUNITY_STATUS_MESSAGE, OPPORTUNITY_STATUSES, type OpportunityStatus } from '../opportunity-status.constants';

/**
 * The edit payload: customer, email, phone, move_date, origin_address, destination_address, status.
 * Absent fields are left alone; an empty string clears a field.
 */
export class UpdateOpportunityDto {
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200)
  customer?: string;

  @IsOptional() @Transform(trim) @ValidateIf((o: UpdateOpportunityDto) => o.email !== '') @IsEmail({}, { message: 'email must be a valid email address' }) @MaxLength(320)
  email?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(40)
  phone?: string;

  /** YYYY-MM-DD (the date input), or any date the lead parser accepts. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(40)
  move_date?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(500)
  origin_address?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(500)
  destination_address?: string;

  /** One of the status vocabulary, exactly as written there. */
  @IsOptional() @Transform(trim) @IsIn(OPPORTUNITY_STATUSES, { message: OPPORTUNITY_STATUS_MESSAGE })
  status?: OpportunityStatus;
}
