import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'month must be a calendar month written yyyy-MM (years 1900 to 2099)';

/** `GET /api/reports/lead-refunds`. */
export class RefundMonthQueryDto {
  @ApiProperty({ example: '2026-11', pattern: MONTH.source, description: 'Calendar month (yyyy-MM) in the company timezone' })
  @Matches(MONTH, { message: MONTH_MESSAGE })
  month!: string;
}

/** `GET /api/reports/lead-refunds/export`. */
export class RefundExportQueryDto extends RefundMonthQueryDto {
  @ApiProperty({ example: 'HireAHelper', description: 'The lead provider, as the report names it' })
  @IsString() @MinLength(1, { message: 'provider is required' }) @MaxLength(80)
  provider!: string;
}

export class ProviderRefundsDto {
  @ApiProperty({ example: 'HireAHelper' })
  provider!: string;

  @ApiProperty({ description: 'Leads from this provider created in the month' })
  leads!: number;

  @ApiProperty({ description: 'Of them, leads with at least one reason to claim back' })
  claimable!: number;

  @ApiProperty({ description: 'Possible or merged duplicates of an earlier lead (not those marked "not a duplicate")' })
  duplicates!: number;

  @ApiProperty({ description: 'Leads with a call logged as wrong number' })
  wrong_numbers!: number;

  @ApiProperty({ description: 'Leads whose phone or email was a placeholder or invalid' })
  placeholder_contact!: number;
}

/** `GET /api/reports/lead-refunds`. */
export class RefundMonthResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: '2026-11' })
  month!: string;

  @ApiProperty({ type: [ProviderRefundsDto], description: 'One row per provider with leads that month, by name' })
  providers!: ProviderRefundsDto[];
}
