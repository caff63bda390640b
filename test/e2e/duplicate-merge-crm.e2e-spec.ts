import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { CrmDealMergesService } from 'src/modules/crm-sync/crm-deal-merges.service';
import { startFakeHubSpot, type FakeHubSpot } from '../fakes/hubspot-fake';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { leadApi } from './support/lead-api';

/**
 * One HubSpot deal per family: two duplicate leads synced as two deals are merged in the app; once the undo day has
 * passed, the CRM's own merge call makes one deal of them (the local HubSpot fake follows HubSpot's documented
 * behaviour: a new deal id, the old ids answer the new deal) and the primary lead takes the new deal's id. Until
 * then nothing is merged in HubSpot, so an undo leaves the CRM untouched.
 */
describe('Duplicate leads: one HubSpot deal after a merge', () => {
  let t: TestApp;
  let db: DataSource;
  let hubspot: FakeHubSpot;
  let bearer: Record<string, string> = {};

  const { send, post: lead, json } = leadApi(() => ({ url: t.url, headers: bearer }));
  const synced = (id: string): Promise<string> =>
    waitFor(`the deal of ${id}`, async () => {
      const [row] = (await db.query(`SELECT hubspot_deal_id FROM opportunities WHERE id = $1 AND hubspot_sync_status = 'succeeded'`, [id])) as { hubspot_deal_id: string | null }[];
      return row?.hubspot_deal_id ?? null;
    }, 30_000);
  const pairOf = async (id: string): Promise<string> =>
    (await json<{ duplicates: { pair_id: string }[] }>(`/api/opportunities/${id}/duplicates`)).duplicates[0].pair_id;

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    t = await startTestApp({ HUBSPOT_ACCESS_TOKEN: hubspot.accessToken, HUBSPOT_BASE_URL: hubspot.url, HUBSPOT_PORTAL_ID: String(hubspot.portalId) });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'crm.merge.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });

  it('should merge the two deals through HubSpot once the undo day has passed, and give the primary the deal kept', async () => {
    const earlier = await lead({ tracking_number: 'MOV-CRM-1', provider: 'Moving.com', customer_name: 'Iris Wong', customer_email: 'iris.wong@home.example', estimated_revenue: 3200 });
    const newer = await lead({ tracking_number: 'HAH-CRM-2', provider: 'HireAHelper', customer_name: 'Iris Wong', customer_email: 'iris.wong@home.example', move_date: '2027-10-02' });
    const [earlierDeal, newerDeal] = [await synced(earlier), await synced(newer)];
    expect(earlierDeal).not.toBe(newerDeal);

    const { merge_id } = (await (await send(`/api/opportunities/duplicates/${await pairOf(newer)}/merge`, {})).json()) as { merge_id: string };
    const merges = t.app.get(CrmDealMergesService);
    // Within the undo day nothing happens in HubSpot.
    expect(await merges.mergeDue()).toBe(0);
    expect([...hubspot.state.deals.keys()]).toEqual(expect.arrayContaining([earlierDeal, newerDeal]));

    await db.query(`UPDATE opportunity_merges SET merged_at = now() - interval '25 hours' WHERE id = $1`, [merge_id]);
    await waitFor('the CRM merge', async () => {
      // The sync dispatcher (every 30 s) does it; asking directly does not double it.
      await merges.mergeDue();
      const [row] = (await db.query(`SELECT crm_state FROM opportunity_merges WHERE id = $1`, [merge_id])) as { crm_state: string }[];
      return row.crm_state === 'merged';
    });
    const [{ hubspot_deal_id: kept }] = (await db.query(`SELECT hubspot_deal_id FROM opportunities WHERE id = $1`, [earlier])) as { hubspot_deal_id: string }[];
    expect(kept).not.toBe(earlierDeal);
    expect(hubspot.state.deals.has(earlierDeal)).toBe(false);
    expect(hubspot.state.deals.has(newerDeal)).toBe(false);
    expect(hubspot.state.deals.get(kept)?.properties).toMatchObject({ q2g_tracking_number: 'MOV-CRM-1', hs_merged_object_ids: `${newerDeal};${earlierDeal}` });
    expect(hubspot.findDeal('HAH-CRM-2')?.id).toBe(kept);
    // Final now: the undo is refused.
    expect((await send(`/api/opportunities/merges/${merge_id}/undo`, {})).status).toBe(409);
  });

  it('should need no CRM merge when the merged lead never had a deal, and never touch HubSpot for a merge undone', async () => {
    const earlier = await lead({ tracking_number: 'MOV-CRM-3', customer_name: 'Omar Haddad', customer_email: 'omar.h@home.example' });
    await synced(earlier);
    const newer = await lead({ tracking_number: 'HAH-CRM-4', customer_name: 'Omar Haddad', customer_email: 'omar.h@home.example' });
    await synced(newer);
    await db.query(`UPDATE opportunities SET hubspot_deal_id = NULL WHERE id = $1`, [newer]);
    const { merge_id } = (await (await send(`/api/opportunities/duplicates/${await pairOf(newer)}/merge`, {})).json()) as { merge_id: string };
    await db.query(`UPDATE opportunity_merges SET merged_at = now() - interval '25 hours' WHERE id = $1`, [merge_id]);
    await t.app.get(CrmDealMergesService).mergeDue();
    expect(await db.query(`SELECT crm_state FROM opportunity_merges WHERE id = $1`, [merge_id])).toEqual([{ crm_state: 'not_needed' }]);

    const third = await lead({ tracking_number: 'UNP-CRM-5', customer_name: 'Omar Haddad', customer_email: 'omar.h@home.example' });
    const deal = await synced(third);
    const pair = (await json<{ duplicates: { pair_id: string; tracking_number: string }[] }>(`/api/opportunities/${third}/duplicates`))
      .duplicates.find((item) => item.tracking_number === 'MOV-CRM-3') as { pair_id: string };
    const undone = (await (await send(`/api/opportunities/duplicates/${pair.pair_id}/merge`, {})).json()) as { merge_id: string };
    expect((await send(`/api/opportunities/merges/${undone.merge_id}/undo`, {})).status).toBe(200);
    await db.query(`UPDATE opportunity_merges SET merged_at = now() - interval '25 hours' WHERE id = $1`, [undone.merge_id]);
    await t.app.get(CrmDealMergesService).mergeDue();
    expect(await db.query(`SELECT crm_state FROM opportunity_merges WHERE id = $1`, [undone.merge_id])).toEqual([{ crm_state: 'undone' }]);
    expect(hubspot.state.deals.has(deal)).toBe(true);
  });

  const syncState = async (id: string) =>
    ((await db.query(`SELECT hubspot_sync_status AS status, hubspot_deal_id AS deal FROM opportunities WHERE id = $1`, [id])) as { status: string | null; deal: string | null }[])[0];
  const activityTitles = async (id: string): Promise<string[]> =>
    ((await db.query(`SELECT title FROM opportunity_activity WHERE opportunity_id = $1 AND kind = 'sync_succeeded' ORDER BY occurred_at, id`, [id])) as { title: string }[]).map((row) => row.title);

  it('should leave a merged lead\'s CRM record to the primary\'s deal when "sync all" picks it up after the CRM merge', async () => {
    const earlier = await lead({ tracking_number: 'MOV-CRM-6', customer_name: 'Lena Petrova', customer_email: 'lena.p@home.example', estimated_revenue: 3200, move_date: '2027-11-01' });
    const newer = await lead({ tracking_number: 'HAH-CRM-7', customer_name: 'Lena Petrova', customer_email: 'lena.p@home.example', estimated_revenue: 1800, move_date: '2027-11-03' });
    await synced(earlier);
    await synced(newer);
    const { merge_id } = (await (await send(`/api/opportunities/duplicates/${await pairOf(newer)}/merge`, {})).json()) as { merge_id: string };
    await db.query(`UPDATE opportunity_merges SET merged_at = now() - interval '25 hours' WHERE id = $1`, [merge_id]);
    await t.app.get(CrmDealMergesService).mergeDue();
    const kept = (await syncState(earlier)).deal as string;
    expect(hubspot.state.deals.get(kept)?.properties.amount).toBe('3200');
    const deals = hubspot.state.deals.size;

    // Its own sync had failed before the merge: "sync all" queues it with the rest of the backlog.
    await db.query(`UPDATE opportunities SET hubspot_sync_status = 'failed', sync_last_error = 'HubSpot timed out' WHERE id = $1`, [newer]);
    expect((await send('/api/sync-opportunities', {})).status).toBe(200);
    await waitFor('the merged lead settled', async () => (await syncState(newer)).status === 'succeeded', 30_000);
    // Nothing written to HubSpot for it: the family's deal keeps the primary's amount, and no second deal appears.
    expect(hubspot.state.deals.get(kept)?.properties.amount).toBe('3200');
    expect(hubspot.state.deals.size).toBe(deals);
    expect(hubspot.findDeal('HAH-CRM-7')?.id).toBe(kept);
    expect((await activityTitles(newer)).at(-1)).toBe('Synced through the primary lead');
  });

  it('should sync a lead to its own deal again once its merge is undone', async () => {
    const earlier = await lead({ tracking_number: 'MOV-CRM-8', customer_name: 'Tomas Berg', customer_email: 'tomas.b@home.example', estimated_revenue: 2500 });
    const newer = await lead({ tracking_number: 'HAH-CRM-9', customer_name: 'Tomas Berg', customer_email: 'tomas.b@home.example', estimated_revenue: 1500 });
    await synced(earlier);
    const own = await synced(newer);
    const { merge_id } = (await (await send(`/api/opportunities/duplicates/${await pairOf(newer)}/merge`, {})).json()) as { merge_id: string };
    // Its sync failed while merged (or was left to the primary): the undo puts it back in the queue.
    await db.query(`UPDATE opportunities SET hubspot_sync_status = 'failed', sync_last_error = 'HubSpot timed out' WHERE id = $1`, [newer]);
    expect((await send(`/api/opportunities/merges/${merge_id}/undo`, {})).status).toBe(200);
    await waitFor('the lead synced again', async () => (await syncState(newer)).status === 'succeeded', 30_000);
    expect(await syncState(newer)).toEqual({ status: 'succeeded', deal: own });
    expect((await activityTitles(newer)).at(-1)).toBe('Synced to HubSpot');
    expect(hubspot.state.deals.get(own)?.properties.amount).toBe('1500');
  });
});
