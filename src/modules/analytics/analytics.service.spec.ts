import type { AppConfigService } from 'src/config/app-config.service';
import { strictMock } from '../../../test/utils/strict-mock';
import type { AnalyticsRepository, MoveRow, VelocityDay } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

const TZ = 'America/New_York';
const config = strictMock<AppConfigService>('AppConfigService', { leads: { timezone: TZ } as AppConfigService['leads'] });

describe('AnalyticsService', () => {
  it('should start the velocity window at local midnight of the first day, across a daylight-saving change', async () => {
    const rows: VelocityDay[] = [
      { day: '2026-10-31', created: 4, enriched: 2, synced: 2, processingSeconds: 2 * 3600 + 3 * 3600 },
      { day: '2026-11-03', created: 1, enriched: 1, synced: 0, processingSeconds: 0 },
      { day: '2026-10-27', created: 9, enriched: 9, synced: 9, processingSeconds: 9 }, // before the window: ignored
    ];
    const rollups = strictMock<AnalyticsRepository>('AnalyticsRepository', { velocityPerDay: async () => rows });
    // 01:30 on 4 November in New York (EST, UTC-5); the window's first day, 29 October, is still EDT (UTC-4).
    const data = await new AnalyticsService(rollups, config).velocity('7d', new Date('2026-11-04T06:30:00Z'));
    expect(rollups.calls.velocityPerDay).toEqual([[new Date('2026-10-29T04:00:00Z'), TZ]]);
    expect(data.daily_breakdown.map((d) => d.date)).toEqual(['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(data.daily_breakdown[2]).toEqual({ date: '2026-10-31', new_opportunities: 4, enriched: 2, synced: 2 });
    expect(data.metrics).toEqual({ total_opportunities: 5, avg_processing_hours: 2.5, enriched_opportunities: 3, synced_opportunities: 2 });
    expect(data.timeframe).toBe('7d');
  });

  it('should answer zero processing hours when nothing synced', async () => {
    const rollups = strictMock<AnalyticsRepository>('AnalyticsRepository', { velocityPerDay: async () => [] });
    const data = await new AnalyticsService(rollups, config).velocity('30d', new Date('2026-11-04T12:00:00Z'));
    expect(data.daily_breakdown).toHaveLength(30);
    expect(data.metrics).toEqual({ total_opportunities: 0, avg_processing_hours: 0, enriched_opportunities: 0, synced_opportunities: 0 });
  });

  it('should read the Monday-to-Sunday week, 30 days ahead and days out from the company date', async () => {
    const move = (move_date: string): MoveRow => ({
      move_date, customer_name: 'A', tracking_number: `T-${move_date}`, origin_address: null, destination_address: null, status: 'PENDING',
    });
    const rollups = strictMock<AnalyticsRepository>('AnalyticsRepository', {
      moveDateTotals: async () => ({ total: 3, thisWeek: 2, nextDays: 2, daysOutSum: 10 }),
      listMoves: async (from: string) => (from === '2026-11-23' ? [move('2026-11-23'), move('2026-11-25')] : [move('2026-11-25'), move('2026-12-01')]),
    });
    // 03:00 UTC on Thursday 26 November is 22:00 on Wednesday 25 November in New York: that week runs 23-29 November.
    const data = await new AnalyticsService(rollups, config).moveDates(new Date('2026-11-26T03:00:00Z'));
    expect(rollups.calls.moveDateTotals).toEqual([['2026-11-25', '2026-11-23', '2026-11-29', '2026-12-25']]);
    expect(rollups.calls.listMoves).toEqual([['2026-11-23', '2026-11-29', 10], ['2026-11-25', null, 10]]);
    expect(data.metrics).toEqual({ total_moves: 3, this_week: 2, next_30_days: 2, avg_days_out: 3.3 });
    expect(data.this_week.map((m) => m.days_out)).toEqual([-2, 0]);
    expect(data.upcoming.map((m) => m.days_out)).toEqual([0, 6]);
  });
});
