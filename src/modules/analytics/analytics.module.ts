import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

/**
 * Analytics reads over opportunities: `GET /api/opportunities/velocity`, `/move-dates`, `/move-dates/calendar` and
 * `/geographic`.
 * AnalyticsService is the door; nothing here writes an opportunity.
 *
 * No request scans the opportunities table. Migration AddAnalyticsRollups keeps three small rollups incrementally:
 * statement-level triggers (transition tables: one grouped INSERT per statement, however many rows) append signed
 * deltas to key-less delta tables, so concurrent writers never wait on a shared row; the worker's
 * FoldAnalyticsRollups job (every 30 s, on any number of workers: SKIP LOCKED splits the rows) folds them in one
 * statement per table; every read adds the still-pending deltas in the same statement, so answers are exact.
 * - Velocity: opp_velocity_hourly per created hour (created, enriched, synced, seconds from creation to sync). A
 *   company-timezone day is the hours between two local midnights (whole-hour offsets), so 90 days read ≤ 2,160
 *   rows; the days come from the calendar (Luxon), so daylight-saving days and days without leads are whole rows.
 * - Geography: opp_route_counts per (origin state, destination state, same city, move size), at most a few
 *   thousand rows, summarised in geographic-summary.policy.
 * - Move dates: opp_move_date_counts per move date of active leads (ACTIVE_MOVE_STATUSES) for the totals; the two
 *   lists of 10 read the partial index opp_active_move_date_idx (move_date, id), which holds active leads only.
 *
 * The routes share /api/opportunities with the leads controller, whose `:id` routes (GET `:id/activity`, PUT `:id`)
 * only take uuids and which has no GET `:id`; this module is also listed first among the api modules. So
 * `velocity`, `move-dates` and `geographic` are never read as an id (the e2e test checks it).
 */
@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsRepository],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
