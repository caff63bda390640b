import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { AnalyticsService } from 'src/modules/analytics/analytics.service';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertOpportunity } from './support/factories';

const TZ = 'America/Chicago';

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  error_code?: string;
}
interface MoveCalendar {
  month: string;
  days: { date: string; move_count: number }[];
}

describe('GET /api/opportunities/move-dates/calendar (active moves per day of a month)', () => {
  let t: TestApp;
  let db: DataSource;
  let analytics: AnalyticsService;
  let headers: Record<string, string>;

  const get = async <T>(path: string): Promise<{ status: number; body: Envelope<T> }> => {
    const response = await fetch(`${t.url}${path}`, { headers });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
  const lead = (tracking_number: string, status: string, move_date: string | null) =>
    insertOpportunity(db, { tracking_number, status, move_date });
  const countOn = (calendar: MoveCalendar, date: string) => calendar.days.find((d) => d.date === date)?.move_count;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', COMPANY_TIMEZONE: TZ });
    db = t.app.get(DataSource);
    analytics = t.app.get(AnalyticsService);
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'calendar.bot@movingco.example', days: 1 })).token}` };
    // February 2031 has 28 days. Active: PENDING, ASSIGNED_TO_AGENCY, new, booked; closed: completed, ignored.
    await lead('C-1', 'PENDING', '2031-02-01');
    await lead('C-2', 'ASSIGNED_TO_AGENCY', '2031-02-01');
    await lead('C-3', 'new', '2031-02-14');
    await lead('C-4', 'booked', '2031-02-28');
    await lead('C-5', 'completed', '2031-02-14');
    await lead('C-6', 'ignored', '2031-02-20');
    // Just outside the month on either side.
    await lead('C-7', 'PENDING', '2031-01-31');
    await lead('C-8', 'PENDING', '2031-03-01');
    await lead('C-9', 'PENDING', null);
  });
  afterAll(async () => {
    await t.close();
  });

  it('should list every day of the month with its active moves, zero days included, closed statuses and other months left out', async () => {
    const { status, body } = await get<MoveCalendar>('/api/opportunities/move-dates/calendar?month=2031-02');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.month).toBe('2031-02');
    expect(body.data.days).toHaveLength(28);
    expect(body.data.days[0]).toEqual({ date: '2031-02-01', move_count: 2 });
    expect(body.data.days[27]).toEqual({ date: '2031-02-28', move_count: 1 });
    expect(countOn(body.data, '2031-02-14')).toBe(1);
    expect(countOn(body.data, '2031-02-20')).toBe(0);
    expect(body.data.days.reduce((sum, d) => sum + d.move_count, 0)).toBe(4);
    // January 2031 has 31 days; its last day holds C-7 only.
    const january = (await get<MoveCalendar>('/api/opportunities/move-dates/calendar?month=2031-01')).body.data;
    expect(january.days).toHaveLength(31);
    expect(january.days.filter((d) => d.move_count > 0)).toEqual([{ date: '2031-01-31', move_count: 1 }]);
  });

  it('should give the same counts before and after the deltas are folded, and follow status and date changes', async () => {
    const before = (await get<MoveCalendar>('/api/opportunities/move-dates/calendar?month=2031-02')).body.data;
    await analytics.fold();
    expect((await get<MoveCalendar>('/api/opportunities/move-dates/calendar?month=2031-02')).body.data).toEqual(before);
    // C-3 closes and C-1 moves to the 10th: the 14th drops to 0, the 1st to 1, the 10th gets 1.
    await db.query(`UPDATE opportunities SET status = 'completed' WHERE tracking_number = 'C-3'`);
    await db.query(`UPDATE opportunities SET move_date = '2031-02-10' WHERE tracking_number = 'C-1'`);
    const after = (await get<MoveCalendar>('/api/opportunities/move-dates/calendar?month=2031-02')).body.data;
    expect(countOn(after, '2031-02-14')).toBe(0);
    expect(countOn(after, '2031-02-01')).toBe(1);
    expect(countOn(after, '2031-02-10')).toBe(1);
    await analytics.fold();
    expect((await get<MoveCalendar>('/api/opportunities/move-dates/calendar?month=2031-02')).body.data).toEqual(after);
  });

  it('should default to the current month in the company timezone', async () => {
    const month = DateTime.now().setZone(TZ).toFormat('yyyy-MM');
    const { status, body } = await get<MoveCalendar>('/api/opportunities/move-dates/calendar');
    expect(status).toBe(200);
    expect(body.data.month).toBe(month);
    expect(body.data.days).toHaveLength(DateTime.fromISO(`${month}-01`).daysInMonth ?? 0);
    expect(body.data.days[0].date).toBe(`${month}-01`);
  });

  it('should refuse a month not written yyyy-MM with a 400 envelope, and anonymous callers with a 401', async () => {
    for (const bad of ['2031-13', '2031-2', '31-02', '2031-02-01', '', 'feb']) {
      const { status, body } = await get(`/api/opportunities/move-dates/calendar?month=${encodeURIComponent(bad)}`);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toContain('month must be a calendar month written yyyy-MM');
    }
    expect((await fetch(`${t.url}/api/opportunities/move-dates/calendar?month=2031-02`)).status).toBe(401);
  });
});
