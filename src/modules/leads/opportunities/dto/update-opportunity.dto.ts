import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { trim } from 'src/common/dto/trim.transform';
import { IsLeadEmail, IsLeadMoveDate, IsLeadPhone, IsLeadText } from 'src/common/dto/value-rules.decorators';
import { OPPORTUNITY_STATUS_MESSAGE, OPPORTUNITY_STATUSES, type OpportunityStatus } from '../opportunity-status.constants';

/**
 * The edit payload: customer, email, phone, move_date, origin_address, destination_address, status.
 * Absent fields are left alone; an empty string clears a field. The field rules are the lead intake's.
 */
export class UpdateOpportunityDto {
  @IsLeadText(200, { clearable: true })
  customer?: string;

  @IsLeadEmail({ clearable: true })
  email?: string;

  @IsLeadPhone({ clearable: true })
  phone?: string;

  /** YYYY-MM-DD (the date input), or any date the lead parser accepts. */
  @IsLeadMoveDate({ clearable: true })
  move_date?: string;

  @IsLeadText(500, { clearable: true })
  origin_address?: string;

  @IsLeadText(500, { clearable: true })
  destination_address?: string;

  /** One of the status vocabulary, exactly as written there. */
  @ApiPropertyOptional({ enum: OPPORTUNITY_STATUSES })
  @IsOptional() @Transform(trim) @IsIn(OPPORTUNITY_STATUSES, { message: OPPORTUNITY_STATUS_MESSAGE })
  status?: OpportunityStatus;
}
