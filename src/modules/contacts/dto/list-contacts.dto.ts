import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { toQueryNumber } from 'src/common/dto/query-value.transform';
import { IsWholeNumberBetween } from 'src/common/dto/value-rules.decorators';
import { CONSENT_FILTERS, type ConsentFilter, CONSENT_STATUSES, CONTACT_SORTS, type ContactListRow, LIFECYCLE_STAGES, MAX_CONTACTS_OFFSET } from '../contact-list.policy';

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const lowered = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const SORT_FIELDS = Object.keys(CONTACT_SORTS);

/**
 * `GET /api/contacts` query. `search` is the older name of `q`; a term shorter than 2 characters (after trimming)
 * is ignored, as the dialog never sends one. Unknown parameters are ignored.
 */
export class ListContactsQueryDto {
  @ApiPropertyOptional({ type: String, maxLength: 200, description: 'Search over name, email, company and phone; used from 2 characters' })
  @IsOptional() @Transform(trimmed) @IsString() @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ type: String, maxLength: 200, description: 'Older name of q' })
  @IsOptional() @Transform(trimmed) @IsString() @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'A sequence id: leave out contacts with a live (pending, active or paused) enrollment in it' })
  @IsOptional() @Transform(trimmed) @IsUUID('all', { message: 'not_enrolled_in_sequence must be a sequence id (uuid)' })
  not_enrolled_in_sequence?: string;

  @ApiPropertyOptional({ enum: LIFECYCLE_STAGES })
  @IsOptional() @Transform(lowered) @IsIn(LIFECYCLE_STAGES, { message: `lifecycle_stage must be one of ${LIFECYCLE_STAGES.join(', ')}` })
  lifecycle_stage?: (typeof LIFECYCLE_STAGES)[number];

  @ApiPropertyOptional({ enum: CONSENT_FILTERS, description: 'One consent status, or not_opted_out (opted_in or unknown)' })
  @IsOptional() @Transform(lowered) @IsIn(CONSENT_FILTERS, { message: `consent_status must be one of ${CONSENT_FILTERS.join(', ')}` })
  consent_status?: ConsentFilter;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 1000000 })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(0, 1000000)
  min_lead_score?: number;

  @ApiPropertyOptional({ enum: SORT_FIELDS, default: 'created_at', description: 'A field, optionally prefixed with - for descending' })
  @IsOptional() @Transform(lowered) @IsIn([...SORT_FIELDS, ...SORT_FIELDS.map((field) => `-${field}`)], { message: `sort must be one of ${SORT_FIELDS.join(', ')} (prefix - for descending)` })
  sort?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], description: 'Direction of sort; default desc for created_at, else asc' })
  @IsOptional() @Transform(lowered) @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: 'asc' | 'desc';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 50 })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(1, 100)
  limit: number = 50;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_CONTACTS_OFFSET, default: 0 })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(0, MAX_CONTACTS_OFFSET)
  offset: number = 0;
}

/** One contact of the list: its own fields and the route of its latest opportunity. */
export class ContactListItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) contact_uuid!: string;
  @ApiProperty({ format: 'uuid', description: 'Same as contact_uuid' }) uuid!: string;
  @ApiProperty({ description: 'First and last name, else the email' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) origin_city!: string | null;
  @ApiProperty({ type: String, nullable: true }) origin_state!: string | null;
  @ApiProperty({ type: String, nullable: true }) destination_city!: string | null;
  @ApiProperty({ type: String, nullable: true }) destination_state!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Of the latest opportunity' }) tracking_number!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'America/Chicago', description: "The IANA time zone sends respect: set by hand, else derived from the contact's state; null when neither is known" })
  timezone!: string | null;
  @ApiProperty({ type: 'integer', description: 'Enrollments of the contact in any sequence, any state' }) enrollment_count!: number;
  @ApiProperty({ type: 'integer', description: 'Enrollments of the contact that ended (completed, canceled or failed)' }) previous_enrollments!: number;
  @ApiProperty() source!: string;
  @ApiProperty({ enum: LIFECYCLE_STAGES }) lifecycle_stage!: string;
  @ApiProperty({ enum: CONSENT_STATUSES }) consent_status!: string;
  @ApiProperty({ type: 'integer' }) lead_score!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
}

/** `{success, items, contacts, total, total_exact, next_offset, has_more}`. */
export class ContactListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [ContactListItemDto] }) items!: ContactListItemDto[];
  @ApiProperty({ type: [ContactListItemDto], description: 'Same as items' }) contacts!: ContactListItemDto[];
  @ApiProperty({ type: 'integer', description: 'Exact up to the cap, else the cap (total_exact false)' }) total!: number;
  @ApiProperty() total_exact!: boolean;
  @ApiProperty({ type: 'integer', nullable: true }) next_offset!: number | null;
  @ApiProperty() has_more!: boolean;
  @ApiProperty({ type: 'integer' }) limit!: number;
  @ApiProperty({ type: 'integer' }) offset!: number;
}

export function mapContactListRow(row: ContactListRow): ContactListItemDto {
  const name = [row.first_name, row.last_name].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return {
    id: row.id,
    contact_uuid: row.contact_uuid,
    uuid: row.contact_uuid,
    name: name || row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    origin_city: row.origin_city,
    origin_state: row.origin_state?.trim() || null,
    destination_city: row.destination_city,
    destination_state: row.destination_state?.trim() || null,
    tracking_number: row.tracking_number,
    timezone: row.timezone,
    enrollment_count: row.enrollment_count,
    previous_enrollments: row.previous_enrollments,
    source: row.source,
    lifecycle_stage: row.lifecycle_stage,
    consent_status: row.consent_status,
    lead_score: row.lead_score,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

