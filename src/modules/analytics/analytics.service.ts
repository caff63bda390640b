import { Injectable } from '@nestjs/common';
import { companyDate, startOfCompanyDay } from 'src/common/time/company-time';
import { AppConfigService } from 'src/config/app-config.service';
import { addDays, daysFrom, daysOfMonth, lastDays, weekOf } from './analytics-calendar.policy';
import { MOVE_LIST_LIMIT, NEXT_DAYS, VELOCITY_TIMEFRAMES, type VelocityTimeframe } from './analytics.constants';
import { AnalyticsRepository, type MoveRow } from './analytics.repository';
import { type GeographicData, summarizeRoutes } from './geographic-summary.policy';

export interface VelocityData {
  metrics: { total_opportunities: number; avg_processing_hours: number; enriched_opportunities: number; synced_opportunities: number };
  daily_breakdown: { date: string; new_opportunities: number; enriched: number; synced: number }[];
  timeframe: VelocityTimeframe;
}

export type Move = MoveRow & { days_out: number };

export interface MoveDatesData {
  metrics: { total_moves: number; this_week: number; next_30_days: number; avg_days_out: number };
  this_week: Move[];
  upcoming: Move[];
}

export interface MoveCalendarData {
  month: string;
  days: { date: string; move_count: number }[];
}

export type { GeographicData } from './geographic-summary.policy';

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The analytics area's door: velocity, the move-date calendar and geography over all opportunities, read from the
 * trigger-maintained rollups (see AnalyticsModule) in the company timezone.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly rollups: AnalyticsRepository,
    private readonly config: AppConfigService,
  ) {}

  /**
   * Leads created on each of the timeframe's calendar days (today the last), and of those how many are enriched and
   * synced (synced_at set); avg_processing_hours is the mean time from creation to sync of the synced ones.
   */
  async velocity(timeframe: VelocityTimeframe, now = new Date()): Promise<VelocityData> {
    const timezone = this.config.leads.timezone;
    const days = lastDays(companyDate(now, timezone), VELOCITY_TIMEFRAMES[timeframe]);
    const rows = new Map((await this.rollups.velocityPerDay(startOfCompanyDay(days[0], timezone), timezone)).map((r) => [r.day, r]));
    const daily = days.map((date) => {
      const row = rows.get(date);
      return { date, new_opportunities: row?.created ?? 0, enriched: row?.enriched ?? 0, synced: row?.synced ?? 0 };
    });
    const seconds = days.reduce((sum, date) => sum + (rows.get(date)?.processingSeconds ?? 0), 0);
    const synced = daily.reduce((sum, d) => sum + d.synced, 0);
    return {
      metrics: {
        total_opportunities: daily.reduce((sum, d) => sum + d.new_opportunities, 0),
        avg_processing_hours: synced === 0 ? 0 : round(seconds / synced / 3600, 2),
        enriched_opportunities: daily.reduce((sum, d) => sum + d.enriched, 0),
        synced_opportunities: synced,
      },
      daily_breakdown: daily,
      timeframe,
    };
  }

  /**
   * Active leads' moves (ACTIVE_MOVE_STATUSES): totals from today on (this week: Monday to Sunday of the current
   * company week, earlier days of it included; next 30 days: 0 to 30 days out), and the first moves of this week and
   * from today on. days_out counts calendar days from today in the company timezone (negative earlier this week).
   */
  async moveDates(now = new Date()): Promise<MoveDatesData> {
    const today = companyDate(now, this.config.leads.timezone);
    const week = weekOf(today);
    const [totals, thisWeek, upcoming] = await Promise.all([
      this.rollups.moveDateTotals(today, week.start, week.end, addDays(today, NEXT_DAYS)),
      this.rollups.listMoves(week.start, week.end, MOVE_LIST_LIMIT),
      this.rollups.listMoves(today, null, MOVE_LIST_LIMIT),
    ]);
    const withDaysOut = (row: MoveRow): Move => ({ ...row, days_out: daysFrom(today, row.move_date) });
    return {
      metrics: {
        total_moves: totals.total,
        this_week: totals.thisWeek,
        next_30_days: totals.nextDays,
        avg_days_out: totals.total === 0 ? 0 : round(totals.daysOutSum / totals.total, 1),
      },
      this_week: thisWeek.map(withDaysOut),
      upcoming: upcoming.map(withDaysOut),
    };
  }

  /**
   * Active moves (ACTIVE_MOVE_STATUSES) on each day of `month` (yyyy-MM; the current company month by default),
   * every day listed, days without moves as 0.
   */
  async moveCalendar(month?: string, now = new Date()): Promise<MoveCalendarData> {
    const chosen = month ?? companyDate(now, this.config.leads.timezone).slice(0, 7);
    const days = daysOfMonth(chosen);
    const counts = new Map((await this.rollups.moveCountsPerDay(days[0], days[days.length - 1])).map((r) => [r.date, r.n]));
    return { month: chosen, days: days.map((date) => ({ date, move_count: counts.get(date) ?? 0 })) };
  }

  /** Geography of all opportunities from their parsed origin and destination states (see summarizeRoutes). */
  async geographic(): Promise<GeographicData> {
    return summarizeRoutes(await this.rollups.routeGroups());
  }

  /** Folds the pending rollup deltas (the worker's scheduled job; tests call it directly). */
  fold(): Promise<number> {
    return this.rollups.fold();
  }
}
