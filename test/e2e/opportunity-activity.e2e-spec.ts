import { DataSource } from 'typeorm';
import { startFakeHubSpot, type FakeHubSpot } from '../fakes/hubspot-fake';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { insertOpportunity, sql } from './support/factories';

interface ActivityEvent {
  id: string;
  kind: string;
  occurred_at: string;
  title: string;
  detail: string | null;
  actor: string | null;
}
interface Detail {
  id: string;
  tracking_number: string;
  hubspot_sync_status: string | null;
  hubspot_deal_id: string | null;
  hubspot_deal_url: string | null;
  owner: string | null;
  assignee: string | null;
}

describe('Opportunity activity timeline and deal links (detail page)', () => {
  let hubspot: FakeHubSpot;
  let t: TestApp;
  let staff: HttpBrowser;
  let csrf: string;

  const send = <T>(path: string, method: string, body: unknown) =>
    staff.json<T>(path, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify(body) });
  const detail = async (tracking: string) => (await staff.json<{ opportunity: Detail }>(`/api/opportunities/by-tracking/${tracking}`)).body.opportunity;
  const activity = async (id: string) => (await staff.json<{ success: boolean; data: ActivityEvent[] }>(`/api/opportunities/${id}/activity`)).body.data;
  const settled = (tracking: string, status: string) =>
    waitFor(`sync of ${tracking} → ${status}`, async () => {
      const row = await detail(tracking);
      return row.hubspot_sync_status === status && row;
    }, 40_000);

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    t = await startTestApp({ HUBSPOT_ACCESS_TOKEN: hubspot.accessToken, HUBSPOT_BASE_URL: hubspot.url, HUBSPOT_PORTAL_ID: String(hubspot.portalId) });
    staff = new HttpBrowser(t.url);
    await signIn(staff, 'sam.staff@movingco.example');
    csrf = (await staff.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });

  it('should record creation, each sync attempt with its real result, re-queues, edits and calls, newest first', async () => {
    hubspot.rejectProperty('phone', '+15125557777');
    const created = await send<{ success: boolean; opportunity_id: string; tracking_number: string; created: boolean }>('/api/opportunities', 'POST', {
      lead_source: 'inbound_call',
      customer_name: 'Tess Ortega',
      customer_email: 'tess.ortega@example.com',
      customer_phone: '512-555-7777',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, created: true, tracking_number: expect.stringMatching(/\S+/) });
    const { tracking_number: tracking, opportunity_id: id } = created.body;
    expect((await detail(tracking)).id).toBe(id);

    // First attempt: HubSpot rejects the phone → a failed attempt with HubSpot's message.
    await settled(tracking, 'failed');
    hubspot.clearRejections();
    const requeue = await send<{ success: boolean }>('/api/hubspot/requeue', 'POST', { tracking, opportunity_id: id });
    expect(requeue.body.success).toBe(true);
    const synced = await settled(tracking, 'succeeded');
    expect(synced.hubspot_deal_url).toBe(`https://app.hubspot.com/contacts/${hubspot.portalId}/record/0-3/${synced.hubspot_deal_id}`);
    expect(synced).toMatchObject({ owner: 'Sam Rivera', assignee: 'Sam Rivera' });

    expect((await send('/api/opportunities/' + id, 'PUT', { customer: 'Tess Ortega-Ruiz', phone: '(512) 555-0142' })).status).toBe(200);
    expect((await send('/api/opportunities/' + id, 'PUT', { status: 'confirmed' })).status).toBe(200);
    expect((await send('/api/record-call-outcome', 'POST', { opportunity_id: id, agent: 'Sam Rivera', phone_number: '5125550142', outcome: 'no_answer', notes: 'Left no message' })).status).toBe(201);

    const events = await activity(id);
    const kinds = events.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['created', 'sync_failed', 'sync_requeued', 'sync_succeeded', 'edited', 'call_outcome']));
    expect(kinds[kinds.length - 1]).toBe('created');
    const times = events.map((e) => Date.parse(e.occurred_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events.find((e) => e.kind === 'created')).toMatchObject({ title: 'Lead created', detail: 'Source: inbound call' });
    expect(events.find((e) => e.kind === 'sync_failed')?.detail).toMatch(/phone/i);
    expect(events.find((e) => e.kind === 'sync_requeued')).toMatchObject({ actor: 'Sam Rivera' });
    expect(events.find((e) => e.kind === 'sync_succeeded')?.detail).toContain(synced.hubspot_deal_id);
    expect(events.filter((e) => e.kind === 'edited').map((e) => [e.title, e.detail, e.actor])).toEqual([
      ['Status changed to confirmed', null, 'Sam Rivera'],
      ['Edited by staff', 'Changed: customer name, phone', 'Sam Rivera'],
    ]);
    expect(events.find((e) => e.kind === 'call_outcome')).toMatchObject({ title: 'Call: No answer', detail: 'Left no message', actor: 'Sam Rivera' });

    // The list item carries the same deal link.
    const list = await staff.json<{ items: { q2g_tracking_number: string; raw: { hubspot_deal_url: string | null } }[] }>(`/api/opportunities?q=${tracking}`);
    expect(list.body.items.find((i) => i.q2g_tracking_number === tracking)?.raw.hubspot_deal_url).toBe(synced.hubspot_deal_url);
  });

  it('should build the deal link from the configured portal for deals synced before links were stored', async () => {
    await insertOpportunity(t.app.get(DataSource), { tracking_number: 'LEGACY-1', hubspot_sync_status: 'succeeded', hubspot_deal_id: '4242', synced_at: sql('now()') });
    const expected = `https://app.hubspot.com/contacts/${hubspot.portalId}/record/0-3/4242`;
    expect((await detail('LEGACY-1')).hubspot_deal_url).toBe(expected);
    const list = await staff.json<{ items: { raw: { hubspot_deal_url: string | null } }[] }>('/api/opportunities?q=legacy-1');
    expect(list.body.items.map((i) => i.raw.hubspot_deal_url)).toEqual([expected]);
  });

  it('should answer 404 for an unknown opportunity and 400 for a malformed id', async () => {
    const missing = await staff.json<{ success: boolean; error_code: string }>('/api/opportunities/00000000-0000-4000-8000-000000000000/activity');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error_code: 'OPPORTUNITY_NOT_FOUND' });
    expect((await staff.json('/api/opportunities/not-a-uuid/activity')).status).toBe(400);
  });
});
