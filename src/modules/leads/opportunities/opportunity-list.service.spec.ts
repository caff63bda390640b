import 'reflect-metadata';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { AppConfigService } from 'src/config/app-config.service';
import type { RedisClient } from 'src/queue/redis-client.provider';
import type { OpportunityCountersRepository } from '../reporting/opportunity-counters.repository';
import type { ListOpportunitiesQueryDto } from './dto/list-opportunities-query.dto';
import type { ListFilter, ListRow, OpportunityListRepository, PageOptions } from './opportunity-list.repository';
import { OpportunityListService } from './opportunity-list.service';

const row = (n: number): ListRow => ({
  id: `id-${n}`,
  tracking_number: `T-${n}`,
  customer_name: `Customer ${n}`,
  customer_email: null,
  customer_phone: null,
  status: 'New Lead',
  move_date: null,
  hubspot_sync_status: 'succeeded',
  hubspot_deal_id: null,
  hubspot_deal_url: null,
  duplicate_state: null,
  lead_provider: null,
  lead_source: 'email',
  owner: null,
  assignee: null,
  origin_address: null,
  destination_address: null,
  enriched: false,
  process_status: 'scraped',
  estimated_revenue: '4250.00',
  created_at: new Date('2026-11-01T12:00:00Z'),
  updated_at: new Date('2026-11-02T12:00:00Z'),
});

const query = (overrides: Partial<ListOpportunitiesQueryDto> = {}): ListOpportunitiesQueryDto =>
  Object.assign(
    { page: 1, per_page: 25, include_noreply: true, date_field: 'created_at', order_by: 'created_at', order_dir: 'desc' },
    overrides,
  ) as ListOpportunitiesQueryDto;

const config = { leads: { timezone: 'America/New_York' }, hubspot: { portalId: null, accountBaseUrl: 'https://app.hubspot.com' } } as unknown as AppConfigService;

/** The redis client's `get`/`set` against an in-memory map (the cache rule is under test, not Redis). */
const memoryRedis = (store = new Map<string, string>()) =>
  ({
    key: (...parts: string[]) => parts.join(':'),
    redis: {
      get: async (key: string) => store.get(key) ?? null,
      set: async (key: string, value: string) => {
        store.set(key, value);
        return 'OK';
      },
    },
  }) as unknown as RedisClient;

describe('OpportunityListService rules', () => {
  it('reads equality-filtered totals from the counters and never touches the count cache', async () => {
    const list = strictMock<OpportunityListRepository>('OpportunityListRepository', { page: async () => [row(1)] });
    const counters = strictMock<OpportunityCountersRepository>('OpportunityCountersRepository', { total: async () => 1_020_000 });
    const redis = strictMock<RedisClient>('RedisClient');
    const result = await new OpportunityListService(list, config, redis, counters).find(query({ status: 'booked' }));
    expect(result).toMatchObject({ total: 1_020_000, total_exact: true, page: 1, pageSize: 25 });
    expect((counters.calls.total[0][0] as ListFilter).status).toBe('booked');
    expect(result.opportunities[0]).toMatchObject({ id: 'id-1', synced: true, raw: { estimated_revenue: 4250 } });
  });

  it('reads a deep page past the middle from the end, in the asked order', async () => {
    const pages: { limit: number; offset: number; options?: PageOptions }[] = [];
    const list = strictMock<OpportunityListRepository>('OpportunityListRepository', {
      page: async (_filter: ListFilter, _sort: unknown, limit: number, offset: number, options?: PageOptions) => {
        pages.push({ limit, offset, options });
        return [row(3), row(2), row(1)];
      },
    } as never);
    const counters = strictMock<OpportunityCountersRepository>('OpportunityCountersRepository', { total: async () => 10_003 });
    const service = new OpportunityListService(list, config, strictMock<RedisClient>('RedisClient'), counters);
    // 10,003 rows, 25 a page: page 401 starts at offset 10,000 and holds the last 3.
    const last = await service.find(query({ page: 401 }));
    expect(pages).toEqual([{ limit: 3, offset: 0, options: { fromEnd: true } }]);
    expect(last.opportunities.map((item) => item.id)).toEqual(['id-1', 'id-2', 'id-3']);
  });

  it('counts a search once per 30 s window (cached per filter) and collects a small match set with the fenced form', async () => {
    const store = new Map<string, string>();
    const fenced: (PageOptions | undefined)[] = [];
    const list = strictMock<OpportunityListRepository>('OpportunityListRepository', {
      cappedCount: async () => ({ total: 12, exact: true }),
      page: async (_f: ListFilter, _s: unknown, _l: number, _o: number, options?: PageOptions) => {
        fenced.push(options);
        return [row(1)];
      },
    } as never);
    const service = new OpportunityListService(list, config, memoryRedis(store), strictMock<OpportunityCountersRepository>('OpportunityCountersRepository'));
    await service.find(query({ q: 'Walker' }));
    const again = await service.find(query({ q: 'walker', page: 1 }));
    expect(list.calls.cappedCount).toHaveLength(1);
    expect(again).toMatchObject({ total: 12, total_exact: true });
    expect(fenced).toEqual([{ fenced: true }, { fenced: true }]);
    expect((list.calls.cappedCount[0][0] as ListFilter).term).toBe('walker');
  });

  it('falls back to the fenced search when the index walk of a dense search runs out of time', async () => {
    const list = strictMock<OpportunityListRepository>('OpportunityListRepository', {
      cappedCount: async () => ({ total: 1_000, exact: false }),
      pageWithin: async () => null,
      page: async () => [row(7)],
    });
    const service = new OpportunityListService(list, config, memoryRedis(), strictMock<OpportunityCountersRepository>('OpportunityCountersRepository'));
    const result = await service.find(query({ q: '555-01' }));
    expect((list.calls.pageWithin[0][1] as ListFilter).phoneDigits).toBe('55501');
    expect(list.calls.page[0][4]).toEqual({ fenced: true });
    expect(result).toMatchObject({ total: 1_000, total_exact: false });
  });

  it('turns calendar dates into company-timezone bounds and refuses an empty or impossible range', async () => {
    const list = strictMock<OpportunityListRepository>('OpportunityListRepository', { cappedCount: async () => ({ total: 0, exact: true }), page: async () => [] });
    const service = new OpportunityListService(list, config, memoryRedis(), strictMock<OpportunityCountersRepository>('OpportunityCountersRepository'));
    // 1 November 2026 is New York's 25-hour day: it starts at 04:00Z and the next one at 05:00Z.
    await service.find(query({ date_from: '2026-11-01', date_to: '2026-11-01' }));
    expect(list.calls.cappedCount[0][0]).toMatchObject({ dateColumn: 'created_at', from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
    await service.find(query({ date_field: 'move_date', date_from: '2027-03-05', date_to: '2027-03-05' }));
    expect(list.calls.cappedCount[1][0]).toMatchObject({ dateColumn: 'move_date', from: '2027-03-05', to: '2027-03-06' });

    await expect(service.find(query({ date_from: '2027-02-30' }))).rejects.toMatchObject({ fieldErrors: { date_from: 'date_from is not a real date' } });
    await expect(service.find(query({ date_from: '2027-03-06', date_to: '2027-03-05' }))).rejects.toMatchObject({
      fieldErrors: { date_from: 'date_from must be before date_to' },
    });
  });

  it('names the collaborator a rule used without the test stubbing it', async () => {
    const list = strictMock<OpportunityListRepository>('OpportunityListRepository');
    const counters = strictMock<OpportunityCountersRepository>('OpportunityCountersRepository', { total: async () => 0 });
    await expect(new OpportunityListService(list, config, memoryRedis(), counters).find(query())).rejects.toThrow(
      'OpportunityListRepository.page was used but not stubbed in this test',
    );
  });
});
