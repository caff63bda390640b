/** Shapes of the lead-area APIs (seed 000 §3 and §7), mirroring the backend DTOs. */

export type HubspotSyncStatus = 'queued' | 'in_progress' | 'succeeded' | 'failed';
export type ProcessStatus = 'scraped' | 'processing' | 'synced';
export type LeadSource = 'email' | 'inbound_call' | 'web_form' | 'manual';

/** The raw record carried by each list item. */
export interface OpportunityRaw {
  hubspot_sync_status: HubspotSyncStatus | null;
  hubspot_deal_id: string | null;
  /** Link to the CRM deal, null until synced (built by the server from the configured portal). */
  hubspot_deal_url: string | null;
  lead_source: LeadSource | null;
  owner: string | null;
  assignee: string | null;
  origin_address: string | null;
  destination_address: string | null;
  tracking_number: string;
  created_at: string;
  enriched: boolean;
  process_status: ProcessStatus;
  estimated_revenue: number | null;
  [key: string]: unknown;
}

/** GET /api/opportunities → items[] */
export interface OpportunityListItem {
  id: string;
  customer: string | null;
  email: string | null;
  phone: string | null;
  q2g_tracking_number: string;
  status: string;
  move_date: string | null;
  synced: boolean;
  last_updated: string;
  raw: OpportunityRaw;
}

export type SortField = 'created_at' | 'last_updated' | 'updated_at' | 'customer' | 'tracking' | 'email' | 'phone' | 'status' | 'move_date' | 'enriched';
export type SortDir = 'asc' | 'desc';
export type DateField = 'created_at' | 'last_updated' | 'move_date';

/** Query of GET /api/opportunities; optional values are sent only when set. */
export interface OpportunityListQuery {
  page: number;
  per_page: number;
  include_noreply?: boolean;
  q?: string;
  date_from?: string;
  date_to?: string;
  date_field?: DateField;
  order_by: string;
  order_dir: SortDir;
  status?: string;
  process_status?: ProcessStatus;
  ui_rev?: string;
}

/** GET /api/opportunities */
export interface OpportunityListPage {
  success: boolean;
  opportunities: OpportunityListItem[];
  items: OpportunityListItem[];
  page: number;
  pageSize: number;
  total: number;
  total_exact?: boolean;
  execution_time_ms?: number;
  opportunities_per_second?: number;
}

/** GET /api/opportunities/by-tracking/{tracking} → opportunity (the detail page's shape plus ids and sync state). */
export interface OpportunityDetail {
  id: string;
  tracking_number: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  move_date: string | null;
  origin_address: string | null;
  destination_address: string | null;
  status: string;
  estimated_revenue: number | null;
  lead_source: LeadSource;
  enriched: boolean;
  hubspot_sync_status: HubspotSyncStatus | null;
  hubspot_deal_id: string | null;
  hubspot_deal_url: string | null;
  owner: string | null;
  assignee: string | null;
  created_at: string;
  updated_at: string;
}

/** PUT /api/opportunities/{id} body (seed 000 §3 edit payload); empty string clears a field. */
export interface OpportunityEdit {
  customer?: string;
  email?: string;
  phone?: string;
  move_date?: string;
  origin_address?: string;
  destination_address?: string;
  status?: string;
}

/** POST /api/opportunities (New Opportunity dialog). */
export interface NewOpportunityInput {
  lead_source: 'manual' | 'inbound_call';
  tracking_number?: string;
  customer_name?: string;
  customer_email?: string;
  customer_phone?: string;
  move_date?: string;
  origin_address?: string;
  destination_address?: string;
  move_size?: string;
  estimated_revenue?: number;
  assignee?: string;
}

export interface NewOpportunityResult {
  opportunity_id: string;
  tracking_number: string;
  created: boolean;
}

/** One entry of GET /api/opportunities/{id}/activity (the detail page's Activity Timeline), newest first. */
export interface ActivityEvent {
  id: string;
  kind: 'created' | 'updated_by_email' | 'enriched' | 'sync_succeeded' | 'sync_failed' | 'sync_requeued' | 'call_outcome' | 'edited';
  occurred_at: string;
  title: string;
  detail: string | null;
  actor: string | null;
}

export type CallOutcome = 'answered' | 'no_answer' | 'voicemail' | 'wrong_number' | 'not_interested' | 'booked' | 'rescheduled';

/** POST /api/record-call-outcome body. */
export interface CallOutcomeInput {
  opportunity_id: string;
  agent: string;
  phone_number: string;
  outcome: CallOutcome;
  notes?: string;
}

/** GET /api/call-history/{opportunityId} → array of these. */
export interface CallHistoryItem {
  id: string;
  customer_service_agent: string;
  call_date: string;
  phone_number: string;
  outcome: CallOutcome;
  notes: string | null;
  follow_up_triggered: boolean;
}

export type DashboardRange = '24h' | '7d' | '30d';

export interface StuckJob {
  id: string;
  tracking: string;
  status: string;
  last_error: string | null;
  attempts: number;
  age_minutes: number;
}

export interface RecentItem {
  display_name: string | null;
  customer: string | null;
  tracking: string;
  enriched: boolean;
  synced: boolean;
  occurred_at: string | null;
}

export interface TrendPoint {
  date: string;
  new: number;
  synced: number;
}

/** GET /api/dashboard/summary → data */
export interface DashboardSummary {
  health: { worker_ok: boolean; api_ms: number; queue_depth: number; failed_jobs: number };
  totals: { total: number; enriched: number; with_phone: number; with_move_date: number; synced: number };
  last24h: { new: number };
  trend: TrendPoint[];
  /** The oldest stuck syncs (at most 100). */
  stuck: StuckJob[];
  /** How many syncs are stuck in all, counted exactly up to a cap (older servers leave it out). */
  stuck_count?: number;
  /** False when stuck_count is the cap and there are more. */
  stuck_count_exact?: boolean;
  recent: RecentItem[];
}

/** POST /api/hubspot/requeue body. */
export interface RequeueInput {
  tracking?: string;
  opportunity_id?: string;
  email?: string | null;
}

/** `{success, error}` answers (PUT, requeue, sync). */
export interface ApiResult {
  success: boolean;
  error: string | null;
}
