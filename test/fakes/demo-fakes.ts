// The local fakes `npm start` runs in-process when no real HubSpot, Graph mailbox or lead provider is configured,
// seeded so that "Refresh & Sync", re-queue, the mailbox reader and enrichment visibly work in the demo.
import { startFakeGraph, type FakeGraph } from './graph-fake';
import { startFakeHubSpot, type FakeHubSpot } from './hubspot-fake';
import { sampleLead, startFakeLeadProvider, type FakeLeadProvider } from './lead-provider-fake';

export const DEMO_MAILBOX = 'leads@movingco.example';

export interface DemoFakes {
  env: Record<string, string>;
  close(): Promise<void>;
}

const CUSTOMERS = [
  ['Olivia Bennett', 'olivia.bennett@example.com', '(512) 555-0134', 'Austin, TX 78701', 'Seattle, WA 98101', '2 Bedroom', '$5,400'],
  ['Marcus Reed', 'marcus.reed@example.com', '', 'Chicago, IL 60601', 'Nashville, TN 37203', '3 Bedroom', '$6,150'],
  ['Hannah Kim', 'hannah.kim@example.com', '(303) 555-0177', 'Denver, CO 80202', 'Phoenix, AZ 85004', '1 Bedroom', '$2,300'],
  ['Diego Alvarez', 'diego.alvarez@example.com', '', 'Miami, FL 33130', 'Atlanta, GA 30303', 'Studio', '$1,450'],
] as const;

/** Q2G-style notifications for the demo mailbox (two of them lack a phone: the lead provider fills it in). */
function demoEmail(index: number, now: Date): string {
  const [name, email, phone, from, to, size, revenue] = CUSTOMERS[index];
  const tracking = `Q2G-9${String(10000 + index)}`;
  const moveDate = new Date(now.getTime() + (30 + index * 9) * 86_400_000).toISOString().slice(0, 10);
  return [
    'From: Q2G Leads <leads@q2g.example>',
    `To: ${DEMO_MAILBOX}`,
    `Subject: New Lead ${tracking}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <demo-${tracking.toLowerCase()}@mail.q2g.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Tracking #: ${tracking}`,
    `Customer Name: ${name}`,
    `Email: ${email}`,
    phone ? `Phone: ${phone}` : '',
    phone ? `Move Date: ${moveDate}` : '',
    `Moving From: ${from}`,
    `Moving To: ${to}`,
    `Move Size: ${size}`,
    `Estimated Revenue: ${revenue}`,
    '',
  ]
    .filter((line, i, all) => line !== '' || i === 7 || i === all.length - 1)
    .join('\r\n');
}

/** Starts the fakes that `configured` says are missing and returns the settings that point the app at them. */
export async function startDemoFakes(configured: { hubspot: boolean; graph: boolean; leadProvider: boolean }): Promise<DemoFakes> {
  const env: Record<string, string> = {};
  const closers: (() => Promise<void>)[] = [];
  const now = new Date();
  if (!configured.hubspot) {
    const hubspot: FakeHubSpot = await startFakeHubSpot();
    Object.assign(env, { HUBSPOT_ACCESS_TOKEN: hubspot.accessToken, HUBSPOT_BASE_URL: hubspot.url, HUBSPOT_PORTAL_ID: String(hubspot.portalId) });
    closers.push(() => hubspot.close());
  }
  if (!configured.graph) {
    const graph: FakeGraph = await startFakeGraph({ mailboxes: [DEMO_MAILBOX] });
    CUSTOMERS.forEach((_, index) => graph.addMessage(DEMO_MAILBOX, 'inbox', demoEmail(index, now)));
    Object.assign(env, {
      GRAPH_TENANT_ID: graph.tenantId,
      GRAPH_CLIENT_ID: graph.clientId,
      GRAPH_CLIENT_SECRET: graph.clientSecret,
      GRAPH_LEAD_MAILBOX: DEMO_MAILBOX,
      GRAPH_BASE_URL: graph.url,
      GRAPH_LOGIN_URL: graph.url,
    });
    closers.push(() => graph.close());
  }
  if (!configured.leadProvider) {
    const provider: FakeLeadProvider = await startFakeLeadProvider();
    CUSTOMERS.forEach(([name, email, , from, to, size], index) => {
      const [fromCity, fromRest] = from.split(', ');
      const [toCity, toRest] = to.split(', ');
      const [fromState, fromZip] = fromRest.split(' ');
      const [toState, toZip] = toRest.split(' ');
      provider.addLead(
        sampleLead(`Q2G-9${String(10000 + index)}`, {
          customer: { name, email, phone: `+1555555${String(1000 + index)}` },
          move: {
            date: new Date(now.getTime() + (30 + index * 9) * 86_400_000).toISOString().slice(0, 10),
            size,
            origin: { street: `${100 + index * 11} Main St`, city: fromCity, state: fromState, zip: fromZip },
            destination: { street: `${200 + index * 7} Oak Ave`, city: toCity, state: toState, zip: toZip },
          },
        }),
      );
    });
    Object.assign(env, { LEAD_PROVIDER_API_URL: provider.url, LEAD_PROVIDER_API_KEY: provider.apiKey });
    closers.push(() => provider.close());
  }
  return { env, close: async () => void (await Promise.all(closers.map((close) => close()))) };
}
