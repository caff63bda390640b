/**
 * Shapes of the enrollment calls whose contract is not generated yet (recent enrollments, manual assignment, the
 * sequence analytics summary). Temporary: they become aliases over the generated schema once the routes land.
 */
export interface SequenceEnrollmentRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  state: string;
  rule_name: string | null;
  enrolled_at: string;
  can_unenroll: boolean;
  disabled_reason: string | null;
}

export interface SequenceEnrollmentList {
  enrollments: SequenceEnrollmentRow[];
  total: number;
}

export interface ManualAssignInput {
  contact_ids: string[];
  start_step?: number;
  /** Seconds before the first send, by step_order of the starting step (instead of that step's own delay). */
  delay_overrides?: Record<string, number>;
}

export interface ManualAssignResult {
  assigned_count: number;
  skipped_count: number;
  skippedReasons: { counts: Record<string, number>; contacts: Array<{ contact_id: string; reason: string }> } | null;
  enrollment_ids: string[];
  exclusions_csv: string | null;
}

export interface AnalyticsActiveRun {
  id: string;
  status: string;
  current_step: number | null;
  contact_email: string | null;
  contact_name: string | null;
  next_step_label: string | null;
  next_run_at: string | null;
}

export interface SequenceAnalyticsSummary {
  metrics: {
    total_lifetime: number;
    active_now: number;
    completed: number;
    canceled: number;
    converted: number;
    conversion_rate: number;
    avg_days_to_convert: number | null;
  };
  active_runs: AnalyticsActiveRun[];
  funnel_metrics: { steps_completed_30d: number; conversions_30d: number; active_enrollments_30d: number };
  outcome_breakdown?: Record<string, number> | null;
  recent_activity?: Array<{ date: string; count: number }> | null;
}
