/**
 * The sequence analytics summary (GET /api/sequences/{id}/analytics/summary), whose contract is not generated yet.
 * Temporary: it becomes an alias over the generated schema once the route lands.
 */
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
