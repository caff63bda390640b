import { CONTACT_VALUE_QUALITIES, type ContactValueQuality } from 'src/modules/leads/intake/parsing/contact-data';
import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import { OPPORTUNITY_STATUSES } from '../opportunity-status.constants';
import { HUBSPOT_SYNC_STATUSES, LEAD_SOURCES, PROCESS_STATUSES, type HubspotSyncStatus, type LeadSource, type ProcessStatus } from '../entities/opportunity.entity';

/** The list row's `raw` block: the stored columns the list screen shows beyond the row's own fields. */
export class OpportunityListRawResponseDto {
  @ApiProperty({ type: 'string', nullable: true, enum: [...HUBSPOT_SYNC_STATUSES, null] })
  hubspot_sync_status!: HubspotSyncStatus | null;

  @ApiProperty({ type: 'string', nullable: true })
  hubspot_deal_id!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Link to the CRM deal, when known' })
  hubspot_deal_url!: string | null;

  @ApiProperty({ enum: LEAD_SOURCES })
  lead_source!: LeadSource;

  @ApiProperty({ type: 'string', nullable: true })
  owner!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  assignee!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  origin_address!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  destination_address!: string | null;

  @ApiProperty()
  tracking_number!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty()
  enriched!: boolean;

  @ApiProperty({ enum: PROCESS_STATUSES })
  process_status!: ProcessStatus;

  @ApiProperty({ type: 'number', nullable: true })
  estimated_revenue!: number | null;

  @ApiProperty({ description: 'Marked as a possible duplicate of an earlier lead (GET /api/opportunities/{id}/duplicates says which and why)' })
  possible_duplicate!: boolean;

  @ApiProperty({ description: 'Merged into another lead (the primary): read-only, and its CRM record follows the primary\'s' })
  merged!: boolean;

  @ApiProperty({ type: 'string', nullable: true, example: 'HireAHelper', description: 'The lead site that sold the lead (from the lead email\u2019s sender, or given through the API); null for the website form and staff' })
  lead_provider!: string | null;
}

/** One row of `GET /api/opportunities`. */
export class OpportunityListItemResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: 'string', nullable: true })
  customer!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  email!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  phone!: string | null;

  @ApiProperty()
  q2g_tracking_number!: string;

  @ApiProperty()
  status!: string;

  @ApiProperty({ type: 'string', nullable: true })
  move_date!: string | null;

  @ApiProperty()
  synced!: boolean;

  @ApiProperty({ format: 'date-time' })
  last_updated!: string;

  @ApiProperty({ type: OpportunityListRawResponseDto })
  raw!: OpportunityListRawResponseDto;
}

/** `GET /api/opportunities`: `opportunities` and `items` are the same page. */
export class OpportunityListResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [OpportunityListItemResponseDto] })
  opportunities!: OpportunityListItemResponseDto[];

  @ApiProperty({ type: [OpportunityListItemResponseDto] })
  items!: OpportunityListItemResponseDto[];

  @ApiProperty()
  page!: number;

  @ApiProperty()
  pageSize!: number;

  @ApiProperty()
  total!: number;

  @ApiProperty({ description: 'false when total is an estimate (very large filters)' })
  total_exact!: boolean;

  @ApiProperty()
  execution_time_ms!: number;

  @ApiProperty()
  opportunities_per_second!: number;
}

/** The detail page's record (`opportunity` of `GET /api/opportunities/by-tracking/{tracking}`). */
export class OpportunityDetailDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  tracking_number!: string;

  @ApiProperty({ type: 'string', nullable: true })
  customer_name!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  customer_email!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'E.164' })
  customer_phone!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'The phone as the lead gave it, when it was marked (see phone_quality)' })
  customer_phone_given!: string | null;

  @ApiProperty({
    type: 'string', nullable: true, enum: [...CONTACT_VALUE_QUALITIES, null],
    description: 'placeholder ("000-000-0000") or invalid: never dialled, matched or synced (customer_phone stays empty); null: a good number',
  })
  phone_quality!: ContactValueQuality | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'The email as the lead gave it, when it was marked (see email_quality)' })
  customer_email_given!: string | null;

  @ApiProperty({ type: 'string', nullable: true, enum: [...CONTACT_VALUE_QUALITIES, null], description: 'placeholder or invalid: never mailed or matched (customer_email stays empty); null: a good address' })
  email_quality!: ContactValueQuality | null;

  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  move_date!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  origin_address!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  destination_address!: string | null;

  @ApiProperty({ example: 'new', description: `Staff set one of ${OPPORTUNITY_STATUSES.join(', ')}; a lead email may bring another` })
  status!: string;

  @ApiProperty({ type: 'number', nullable: true })
  estimated_revenue!: number | null;

  @ApiProperty({ enum: LEAD_SOURCES })
  lead_source!: LeadSource;

  @ApiProperty({ type: 'string', nullable: true, example: 'HireAHelper', description: 'The lead site that sold the lead (from the lead email\u2019s sender, or given through the API); null for the website form and staff' })
  lead_provider!: string | null;

  @ApiProperty({ description: 'Marked as a possible duplicate of an earlier lead (GET /api/opportunities/{id}/duplicates says which and why)' })
  possible_duplicate!: boolean;

  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'Set when this lead was merged into another (the primary): then it is read-only' })
  merged_into_id!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'The tracking number of the lead this one was merged into' })
  merged_into_tracking!: string | null;

  @ApiProperty()
  enriched!: boolean;

  @ApiProperty({ type: 'string', nullable: true, enum: [...HUBSPOT_SYNC_STATUSES, null] })
  hubspot_sync_status!: HubspotSyncStatus | null;

  @ApiProperty({ type: 'string', nullable: true })
  hubspot_deal_id!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Link to the CRM deal, when known' })
  hubspot_deal_url!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  owner!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  assignee!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

/** `GET /api/opportunities/by-tracking/{tracking}`. */
export class OpportunityDetailResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: OpportunityDetailDto })
  opportunity!: OpportunityDetailDto;
}

/** One entry of the Activity Timeline. */
export class ActivityItemDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({
    enum: [
      'created', 'updated_by_email', 'enriched', 'sync_succeeded', 'sync_failed', 'sync_requeued', 'call_outcome', 'edited', 'values_fitted', 'duplicate_found', 'duplicate_dismissed', 'duplicate_merged', 'duplicate_merge_undone',
      'sequence_email_sent', 'sequence_run_completed', 'sequence_run_ended', 'sequence_run_paused',
      'sequence_reply_received', 'inbound_reply', 'inbound_auto_reply', 'inbound_bounce', 'inbound_unsubscribe', 'inbound_complaint',
    ],
  })
  kind!: string;

  @ApiProperty({ format: 'date-time' })
  occurred_at!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: 'string', nullable: true })
  detail!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Who did it, as recorded: a staff member\'s name or email address (merges and "not a duplicate" record the email), a call agent, or a service' })
  actor!: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'Sam Rivera', description: "The staff user's display name when `actor` is a user's email address, else null" })
  actor_name!: string | null;
}

/** `GET /api/opportunities/{id}/activity`: the Activity Timeline, newest first. */
export class OpportunityActivityResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [ActivityItemDto] })
  data!: ActivityItemDto[];
}

/*
 * Mappers: the controllers answer through these, so an answer carries exactly the documented keys and a key the
 * service stops producing fails the build instead of drifting away from openapi.json.
 */

export const toOpportunityListResponse = (page: Omit<OpportunityListResponseDto, 'success'>): OpportunityListResponseDto => ({
  success: true,
  opportunities: page.opportunities,
  items: page.items,
  page: page.page,
  pageSize: page.pageSize,
  total: page.total,
  total_exact: page.total_exact,
  execution_time_ms: page.execution_time_ms,
  opportunities_per_second: page.opportunities_per_second,
});

export const toOpportunityDetailResponse = (opportunity: OpportunityDetailDto): OpportunityDetailResponseDto => ({ success: true, opportunity });

export const toOpportunityActivityResponse = (data: ActivityItemDto[]): OpportunityActivityResponseDto => ({ success: true, data });
