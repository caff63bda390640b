import { Injectable } from '@nestjs/common';
import { readableSubject } from 'src/modules/templates/variables/readable-subject.policy';
import { SequencesRepository } from '../sequences.repository';
import { sequenceNotFound } from '../sequences.errors';
import type { ActiveRunDto, SequenceAnalyticsSummaryDto, StepResultDto } from './sequence-analytics.dto';
import { type ActiveRunRow, SequenceAnalyticsRepository } from './sequence-analytics.repository';
import { type StepResultRow, StepResultsRepository, type VariantResultRow } from './step-results.repository';
import { compareVariants } from './variant-stats.policy';

const ACTIVE_RUNS = 20;
const round = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

const runStatus = (row: ActiveRunRow): string => {
  if (row.status === 'paused') return 'paused';
  if (row.due) return 'ready';
  if (row.next_run_at !== null) return 'scheduled';
  return 'running';
};

const mapRun = (row: ActiveRunRow): ActiveRunDto => ({
  id: row.id,
  status: runStatus(row),
  current_step: row.current_step,
  contact: { email: row.email, name: row.name },
  next_step_label: row.step_subject ? `Step ${row.current_step}: ${readableSubject(row.step_subject)}` : `Step ${row.current_step}`,
  next_run_at: row.next_run_at ? new Date(row.next_run_at).toISOString() : null,
});

const mapStep = (row: StepResultRow, variantRows: readonly VariantResultRow[]): StepResultDto => {
  const variants = variantRows.filter((variant) => variant.step_order === row.step_order).map(({ step_order: _step, ...variant }) => variant);
  return {
    step_order: row.step_order,
    type: row.type,
    sent: row.sent,
    replied: row.replied,
    bounced: row.bounced,
    unsubscribed: row.unsubscribed,
    skipped: row.skipped,
    calls: {
      made: row.calls_made,
      expired: row.calls_expired,
      outcomes: Object.entries(row.call_outcomes).map(([outcome, count]) => ({ outcome, count })).sort((a, b) => b.count - a.count || a.outcome.localeCompare(b.outcome)),
    },
    variants,
    variant_comparison: variants.length > 1 ? compareVariants(variants) : null,
    winner: row.winner,
  };
};

/**
 * One sequence's analytics from its enrollments (a conversion is a run its goal ended) and its recorded sends. Sends are
 * counted from deliveries linked to the sequence; per-step results from each result's own rows (step-results.repository.ts).
 */
@Injectable()
export class SequenceAnalyticsService {
  constructor(
    private readonly sequences: SequencesRepository,
    private readonly analytics: SequenceAnalyticsRepository,
    private readonly stepResults: StepResultsRepository,
  ) {}

  async summary(sequenceId: string): Promise<SequenceAnalyticsSummaryDto> {
    if (!(await this.sequences.findLive(sequenceId))) throw sequenceNotFound();
    const [metrics, sends, runs, outcomes, days, steps, variants] = await Promise.all([
      this.analytics.metrics(sequenceId),
      this.analytics.sendsLast30Days(sequenceId),
      this.analytics.activeRuns(sequenceId, ACTIVE_RUNS),
      this.analytics.outcomes(sequenceId),
      this.analytics.days(sequenceId),
      this.stepResults.forSequence(sequenceId),
      this.stepResults.variants(sequenceId),
    ]);
    return {
      success: true,
      metrics: {
        total_lifetime: metrics.total_lifetime,
        active_now: metrics.active_now,
        completed: metrics.completed,
        canceled: metrics.canceled,
        converted: metrics.converted,
        conversion_rate: metrics.total_lifetime === 0 ? 0 : round(metrics.converted / metrics.total_lifetime, 4),
        avg_days_to_convert: metrics.avg_days_to_convert === null ? null : round(metrics.avg_days_to_convert, 1),
      },
      active_runs: runs.map(mapRun),
      funnel_metrics: { steps_completed_30d: sends, conversions_30d: metrics.conversions_30d, active_enrollments_30d: metrics.active_enrollments_30d },
      outcome_breakdown: outcomes,
      recent_activity: days,
      step_results: steps.map((step) => mapStep(step, variants)),
    };
  }
}
