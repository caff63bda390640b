import { DataSource } from 'typeorm';
import { CrmSyncService } from 'src/modules/crm-sync/crm-sync.service';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { CrmSyncQueueService } from 'src/modules/crm-sync/crm-sync-queue.service';
import { startFakeHubSpot, type FakeHubSpot } from '../fakes/hubspot-fake';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { insertOpportunity } from './support/factories';

interface SyncRow {
  id: string;
  tracking_number: string;
  hubspot_sync_status: string | null;
  hubspot_contact_id: string | null;
  hubspot_deal_id: string | null;
  hubspot_deal_url: string | null;
  sync_last_error: string | null;
  process_status: string;
}

describe('HubSpot sync (against the local HubSpot fake)', () => {
  let hubspot: FakeHubSpot;
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;
  let counter = 0;

  const postLead = async (overrides: Record<string, unknown> = {}): Promise<string> => {
    counter++;
    const response = await fetch(`${t.url}/api/leads`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        tracking_number: `HS-${counter}`,
        customer_name: `Customer ${counter}`,
        customer_email: `customer${counter}@example.com`,
        customer_phone: `512555${String(1000 + counter)}`,
        move_date: '2027-04-01',
        origin_address: 'Austin, TX 78701',
        destination_address: 'Denver, CO 80202',
        estimated_revenue: 3000 + counter,
        ...overrides,
      }),
    });
    expect(response.status).toBe(201);
    return `HS-${counter}`;
  };
  const rows = (trackings: string[]): Promise<SyncRow[]> =>
    db.query(`SELECT * FROM opportunities WHERE tracking_number = ANY($1) ORDER BY tracking_number`, [trackings]);
  // The 429 storm waits out 10 s rate-limit windows: about 11 s alone, and it once ran past 40 s on a loaded CI machine.
  const settled = (trackings: string[], timeoutMs = 40_000) =>
    waitFor(`sync of ${trackings.join(', ')}`, async () => {
      const found = await rows(trackings);
      return found.length === trackings.length && found.every((r) => r.hubspot_sync_status === 'succeeded' || r.hubspot_sync_status === 'failed') && found;
    }, timeoutMs);

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    t = await startTestApp({ HUBSPOT_ACCESS_TOKEN: hubspot.accessToken, HUBSPOT_BASE_URL: hubspot.url, HUBSPOT_BATCH_SIZE: '3' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'sync.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });
  beforeEach(() => {
    hubspot.clearRejections();
    hubspot.resetRateLimit();
    hubspot.setRateLimit(190);
  });

  it('should create exactly one contact and one deal per opportunity, associated, and record the ids', async () => {
    const trackings = [await postLead(), await postLead(), await postLead(), await postLead()];
    const done = await settled(trackings);
    for (const row of done) {
      expect(row).toMatchObject({ hubspot_sync_status: 'succeeded', process_status: 'synced', sync_last_error: null });
      expect(hubspot.countDealsWith('q2g_tracking_number', row.tracking_number)).toBe(1);
      expect(hubspot.hasAssociation(row.hubspot_deal_id!, row.hubspot_contact_id!)).toBe(true);
    }
    const deal = hubspot.findDeal('HS-1');
    expect(deal?.properties).toMatchObject({ amount: '3001', move_date: '2027-04-01', move_route: 'Austin, TX → Denver, CO', pipeline: 'default' });
    expect(hubspot.findContactByEmail('customer1@example.com')?.properties).toMatchObject({ firstname: 'Customer', lastname: '1', phone: '+15125551001' });
    const settings = (await (await fetch(`${t.url}/api/settings`, { headers: bearer })).json()) as { data: { crm: unknown } };
    expect(settings.data.crm).toEqual({ provider: 'HubSpot', configured: true, base_url: hubspot.url });
    expect(done[0].hubspot_deal_url).toBe(`https://app.hubspot.com/contacts/${hubspot.portalId}/record/0-3/${done[0].hubspot_deal_id}`);
  });

  it('should never duplicate when a batch runs twice or a worker died after HubSpot already had the data', async () => {
    const trackings = [await postLead(), await postLead()];
    const first = await settled(trackings);
    const before = { contacts: hubspot.state.contacts.size, deals: hubspot.state.deals.size };
    // A worker killed mid-batch leaves rows in progress; the retried job pushes them again.
    await db.query(`UPDATE opportunities SET hubspot_sync_status = 'in_progress' WHERE tracking_number = ANY($1)`, [trackings]);
    const ids = first.map((r) => r.id);
    await t.app.get(CrmSyncService).syncBatch(ids, false);
    await t.app.get(CrmSyncService).syncBatch(ids, false);
    expect({ contacts: hubspot.state.contacts.size, deals: hubspot.state.deals.size }).toEqual(before);
    expect(hubspot.state.duplicateCreates).toBe(0);
    const again = await rows(trackings);
    expect(again.map((r) => r.hubspot_deal_id)).toEqual(first.map((r) => r.hubspot_deal_id));
  });

  it('should fail only the record HubSpot rejects, with HubSpot message, and sync the rest', async () => {
    hubspot.rejectProperty('phone', '+15125559999');
    const good = await postLead();
    const bad = await postLead({ customer_phone: '512-555-9999' });
    const done = await settled([good, bad]);
    const byTracking = Object.fromEntries(done.map((r) => [r.tracking_number, r]));
    expect(byTracking[good].hubspot_sync_status).toBe('succeeded');
    expect(byTracking[bad].hubspot_sync_status).toBe('failed');
    expect(byTracking[bad].sync_last_error).toMatch(/^Contact rejected by HubSpot: .+/);
    const stuck = await t.app.get(CrmSyncQueueService).stuck(30);
    expect(stuck).toEqual(expect.arrayContaining([expect.objectContaining({ tracking: bad, status: 'failed', attempts: 1 })]));
  });

  it('should absorb a 429 storm (Retry-After) and 5xx answers without failing a record', async () => {
    hubspot.setRateLimit(4);
    hubspot.resetRateLimit();
    hubspot.failNextRequests(1, 502);
    const trackings = [await postLead(), await postLead(), await postLead(), await postLead(), await postLead(), await postLead()];
    const done = await settled(trackings, 80_000);
    expect(done.every((r) => r.hubspot_sync_status === 'succeeded')).toBe(true);
    expect(hubspot.state.stats.rateLimited).toBeGreaterThan(0);
    expect(hubspot.state.stats.injectedFailures).toBe(1);
  }, 100_000);

  it('should keep a lead queued when it changed while its batch was in flight', async () => {
    const tracking = await postLead();
    const [row] = await settled([tracking]);
    // The batch is pushing this row when a newer copy of the lead queues it again...
    await t.app.get(CrmSyncQueueService).queue({ ids: [row.id] });
    // ...so the batch's result records HubSpot's ids but leaves the row queued for the newer data.
    await t.app.get(CrmSyncQueueService).markSucceeded(row.id, row.hubspot_contact_id, row.hubspot_deal_id!, null);
    await t.app.get(CrmSyncQueueService).markFailed(row.id, 'late failure of the old batch');
    const [after] = await rows([tracking]);
    expect(after).toMatchObject({ hubspot_sync_status: 'queued', hubspot_deal_id: row.hubspot_deal_id, sync_last_error: null });
    await waitFor('the newer data to sync', async () => (await rows([tracking]))[0].hubspot_sync_status === 'succeeded');
  });

  it('should honour the requeue and sync-opportunities contracts', async () => {
    hubspot.rejectProperty('phone', '+15125558888');
    const tracking = await postLead({ customer_phone: '512-555-8888' });
    await settled([tracking]);
    hubspot.clearRejections();
    const requeue = await fetch(`${t.url}/api/hubspot/requeue`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ tracking, opportunity_id: null, email: 'customer@example.com' }),
    });
    expect(await requeue.json()).toEqual({ success: true, error: null });
    await waitFor('requeued sync', async () => (await rows([tracking]))[0].hubspot_sync_status === 'succeeded');

    const unknown = await fetch(`${t.url}/api/hubspot/requeue`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify({ tracking: 'NOPE-1' }) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, error: 'Opportunity NOPE-1 not found' });
    const empty = await fetch(`${t.url}/api/hubspot/requeue`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: '{}' });
    expect(empty.status).toBe(400);

    await insertOpportunity(db, { tracking_number: 'PEND-1', customer_email: 'pending1@example.com', customer_name: 'Pending One' });
    const waiting: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM opportunities WHERE hubspot_sync_status IS NULL OR hubspot_sync_status = 'failed'`);
    expect(waiting[0].n).toBeGreaterThanOrEqual(2); // PEND-1 and the record HubSpot rejected earlier
    const started = Date.now();
    const sync = await fetch(`${t.url}/api/sync-opportunities`, { method: 'POST', headers: bearer });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await sync.json()).toMatchObject({ success: true, error: null, queued: waiting[0].n });
    await settled(['PEND-1']);
    expect((await rows(['PEND-1']))[0].hubspot_sync_status).toBe('succeeded');
  });
});
