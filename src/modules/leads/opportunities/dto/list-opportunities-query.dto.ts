import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PROCESS_STATUSES, type ProcessStatus } from '../entities/opportunity.entity';
import { toQueryBoolean, toQueryNumber } from 'src/common/dto/query-value.transform';
import { IsTrueOrFalse, IsWholeNumberBetween, IsYearBetween } from 'src/common/dto/value-rules.decorators';
import { OPPORTUNITY_STATUS_MESSAGE, OPPORTUNITY_STATUSES, type OpportunityStatus } from '../opportunity-status.constants';

/** Sortable fields → SQL, each ending in id for a stable order. */
export const SORTS = {
  created_at: 'o.created_at',
  last_updated: 'o.updated_at',
  updated_at: 'o.updated_at',
  customer: 'o.customer_name',
  customer_name: 'o.customer_name',
  tracking: 'o.tracking_number',
  q2g_tracking_number: 'o.tracking_number',
  email: 'o.customer_email',
  phone: 'o.customer_phone',
  status: 'o.status',
  move_date: 'o.move_date',
  enriched: 'o.enriched {dir}, o.created_at',
} as const;
export type SortField = keyof typeof SORTS;

/** Dates outside these years cannot be meant (and years past 9999 are not PostgreSQL timestamps). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** `GET /api/opportunities` query. Unknown parameters (ui_rev...) are ignored. */
export class ListOpportunitiesQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100000, default: 1 })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(1, 100000)
  page: number = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 25 })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(1, 100)
  per_page: number = 25;

  /** true/false (or 1/0). */
  @ApiPropertyOptional({ type: Boolean, default: true })
  @IsOptional() @Transform(toQueryBoolean) @IsTrueOrFalse()
  include_noreply: boolean = true;

  @ApiPropertyOptional({ type: String, maxLength: 200, description: 'Search: name, email, phone digits or tracking number' })
  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)) @IsString() @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ type: String, description: 'YYYY-MM-DD or an ISO date-time' })
  @IsOptional() @Matches(DATE, { message: 'date_from must be a date (YYYY-MM-DD) or an ISO date-time' }) @IsYearBetween(MIN_YEAR, MAX_YEAR)
  date_from?: string;

  @ApiPropertyOptional({ type: String, description: 'YYYY-MM-DD or an ISO date-time' })
  @IsOptional() @Matches(DATE, { message: 'date_to must be a date (YYYY-MM-DD) or an ISO date-time' }) @IsYearBetween(MIN_YEAR, MAX_YEAR)
  date_to?: string;

  @ApiPropertyOptional({ enum: ['created_at', 'last_updated', 'move_date'], default: 'created_at' })
  @IsOptional() @IsIn(['created_at', 'last_updated', 'move_date'], { message: 'date_field must be created_at, last_updated or move_date' })
  date_field: 'created_at' | 'last_updated' | 'move_date' = 'created_at';

  @ApiPropertyOptional({ enum: Object.keys(SORTS), default: 'created_at' })
  @IsOptional() @IsIn(Object.keys(SORTS), { message: `order_by must be one of ${Object.keys(SORTS).join(', ')}` })
  order_by: SortField = 'created_at';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value)) @IsIn(['asc', 'desc'], { message: 'order_dir must be asc or desc' })
  order_dir: 'asc' | 'desc' = 'desc';

  @ApiPropertyOptional({ enum: OPPORTUNITY_STATUSES })
  @IsOptional() @IsIn(OPPORTUNITY_STATUSES, { message: OPPORTUNITY_STATUS_MESSAGE })
  status?: OpportunityStatus;

  @ApiPropertyOptional({ enum: PROCESS_STATUSES })
  @IsOptional() @IsIn(PROCESS_STATUSES, { message: 'process_status must be scraped, processing or synced' })
  process_status?: ProcessStatus;

  @ApiPropertyOptional({ enum: ['only'], description: 'only: just the leads marked as a possible duplicate of an earlier one' })
  @IsOptional() @IsIn(['only'], { message: 'duplicates must be only' })
  duplicates?: 'only';
}
