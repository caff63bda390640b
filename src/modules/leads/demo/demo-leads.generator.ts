/**
 * Deterministic, realistic demo leads: ~500 moves over the last 120 days across US cities, in every state of the
 * pipeline, and only in states the product can reach: queued syncs were queued minutes ago (0 attempts); the
 * in-progress ones are one batch whose worker was lost 35 minutes to 6 hours ago (1 attempt, what the stuck list
 * is for); failed syncs carry 1–3 attempts and HubSpot's message; pending leads were never queued; every call and
 * sync lies between the lead's creation and now.
 */

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Priya', 'Ashley', 'Kevin', 'Emily', 'Brian', 'Maria', 'Wei', 'Aisha'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Clark', 'Patel', 'Nguyen', 'Kim', 'Chen'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'aol.com', 'comcast.net'];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Park Blvd', 'Washington St', 'Lakeview Rd', 'Pine St', 'Elm St', 'Sunset Blvd', 'Highland Ave', 'River Rd'];
/** city, state, zip, area code */
const CITIES: [string, string, string, string][] = [
  ['New York', 'NY', '10001', '212'], ['Brooklyn', 'NY', '11201', '718'], ['Boston', 'MA', '02108', '617'], ['Philadelphia', 'PA', '19103', '215'],
  ['Miami', 'FL', '33130', '305'], ['Orlando', 'FL', '32801', '407'], ['Tampa', 'FL', '33602', '813'], ['Atlanta', 'GA', '30303', '404'],
  ['Charlotte', 'NC', '28202', '704'], ['Raleigh', 'NC', '27601', '919'], ['Nashville', 'TN', '37203', '615'], ['Chicago', 'IL', '60601', '312'],
  ['Detroit', 'MI', '48226', '313'], ['Columbus', 'OH', '43215', '614'], ['Minneapolis', 'MN', '55401', '612'], ['Dallas', 'TX', '75201', '214'],
  ['Houston', 'TX', '77002', '713'], ['Austin', 'TX', '78701', '512'], ['San Antonio', 'TX', '78205', '210'], ['Denver', 'CO', '80202', '303'],
  ['Phoenix', 'AZ', '85004', '602'], ['Las Vegas', 'NV', '89101', '702'], ['Los Angeles', 'CA', '90012', '213'], ['San Diego', 'CA', '92101', '619'],
  ['San Francisco', 'CA', '94103', '415'], ['Sacramento', 'CA', '95814', '916'], ['Seattle', 'WA', '98101', '206'], ['Portland', 'OR', '97204', '503'],
  ['Salt Lake City', 'UT', '84111', '801'], ['Washington', 'DC', '20001', '202'],
];
const SIZES = ['Studio', '1 Bedroom', '2 Bedroom', '3 Bedroom', '4+ Bedroom', 'Office'];
const STATUSES = ['new', 'new', 'new', 'opened', 'opened', 'replied', 'pending', 'confirmed', 'booked', 'ignored', 'completed'];
const AGENTS = ['Sam Rivera', 'Jordan Lee', 'Taylor Brooks', 'Casey Morgan'];
const OUTCOMES = ['answered', 'no_answer', 'voicemail', 'wrong_number', 'not_interested', 'booked', 'rescheduled'] as const;
const CALL_NOTES = ['Wants a quote for packing too', 'Asked to call back after 5pm', 'Left voicemail about the estimate', 'Comparing three movers', 'Booked in-home survey', 'Move date may shift a week', ''];

export interface DemoOpportunity {
  tracking_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  is_noreply: boolean;
  move_date: string | null;
  origin_address: string;
  origin_street: string;
  origin_city: string;
  origin_state: string;
  origin_zip: string;
  destination_address: string;
  destination_street: string;
  destination_city: string;
  destination_state: string;
  destination_zip: string;
  move_size: string;
  estimated_revenue: number;
  status: string;
  process_status: 'scraped' | 'processing' | 'synced';
  lead_source: 'email' | 'inbound_call' | 'web_form' | 'manual';
  /** The lead site that sold it (lead emails); null for the website form, calls and staff. */
  lead_provider: string | null;
  owner: string | null;
  assignee: string | null;
  enriched: boolean;
  hubspot_sync_status: 'queued' | 'in_progress' | 'succeeded' | 'failed' | null;
  hubspot_contact_id: string | null;
  hubspot_deal_id: string | null;
  sync_attempts: number;
  sync_last_error: string | null;
  /** When the sync state last changed (queued, claimed, settled); null while pending. */
  sync_state_changed_at: string | null;
  created_at: string;
  synced_at: string | null;
  calls: { agent: string; outcome: (typeof OUTCOMES)[number]; notes: string; call_date: string; follow_up_triggered: boolean }[];
}

/** Mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE_MS = 60_000;

export function generateDemoLeads(count = 500, now = new Date(), seed = 20261122): DemoOpportunity[] {
  const rand = prng(seed);
  // Times of syncs and calls come from a second stream, so the leads themselves stay the same as they were.
  const timing = prng(seed ^ 0x9e3779b9);
  const lostBatchAt = now.getTime() - (35 + timing() * 325) * MINUTE_MS;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const leads: DemoOpportunity[] = [];
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const origin = pick(CITIES);
    const destination = rand() < 0.3 ? CITIES.find((c) => c[1] === origin[1] && c[0] !== origin[0]) ?? origin : pick(CITIES);
    const createdAt = new Date(now.getTime() - Math.pow(rand(), 1.3) * 120 * 86_400_000);
    const age = now.getTime() - createdAt.getTime();
    const hasPhone = rand() > 0.12;
    const hasMoveDate = rand() > 0.12;
    const enriched = hasPhone && hasMoveDate;
    const moveDate = new Date(createdAt.getTime() + (7 + rand() * 80) * 86_400_000);
    const noreply = rand() < 0.02;
    const syncRoll = rand();
    const syncStatus = !enriched && syncRoll < 0.5 ? null : syncRoll < 0.72 ? 'succeeded' : syncRoll < 0.82 ? 'queued' : syncRoll < 0.9 ? 'in_progress' : syncRoll < 0.96 ? 'failed' : null;
    const succeeded = syncStatus === 'succeeded';
    const sourceRoll = rand();
    const leadSource = sourceRoll < 0.78 ? 'email' : sourceRoll < 0.88 ? 'web_form' : sourceRoll < 0.95 ? 'inbound_call' : 'manual';
    const streetOrigin = `${100 + Math.floor(rand() * 9800)} ${pick(STREETS)}`;
    const streetDestination = `${100 + Math.floor(rand() * 9800)} ${pick(STREETS)}`;
    const size = pick(SIZES);
    const base = { Studio: 900, '1 Bedroom': 1400, '2 Bedroom': 2300, '3 Bedroom': 3600, '4+ Bedroom': 5200, Office: 6500 }[size] ?? 2000;
    const interstate = origin[1] !== destination[1];
    const revenue = Math.round(base * (interstate ? 2.1 : 1) * (0.8 + rand() * 0.5));
    const agentHandled = leadSource !== 'email' || rand() < 0.25;
    const calls: DemoOpportunity['calls'] = [];
    const callCount = agentHandled ? Math.floor(rand() * 4) : 0;
    // Calls come 3–43 hours apart after the lead arrived, squeezed into the time since then for recent leads.
    const callOffsets: number[] = [];
    for (let c = 0; c < callCount; c++) {
      const outcome = pick(OUTCOMES);
      calls.push({
        agent: pick(AGENTS),
        outcome,
        notes: pick(CALL_NOTES),
        call_date: '',
        follow_up_triggered: outcome === 'no_answer' || outcome === 'voicemail',
      });
      callOffsets.push((callOffsets.at(-1) ?? 0) + (3 + rand() * 40) * 3_600_000);
    }
    const squeeze = Math.min(1, (0.95 * age) / Math.max(1, callOffsets.at(-1) ?? 0));
    calls.forEach((call, c) => (call.call_date = new Date(createdAt.getTime() + callOffsets[c] * squeeze).toISOString()));
    const lead: DemoOpportunity = {
      tracking_number: `Q2G-${(100000 + i * 7 + Math.floor(rand() * 7)).toString()}`,
      customer_name: `${first} ${last}`,
      customer_email: noreply ? `noreply+${i}@leads-partner.com` : `${first}.${last}${Math.floor(rand() * 90) + 10}@${pick(DOMAINS)}`.toLowerCase(),
      customer_phone: hasPhone ? `+1${origin[3]}${String(2000000 + Math.floor(rand() * 7999999))}` : null,
      is_noreply: noreply,
      move_date: hasMoveDate ? moveDate.toISOString().slice(0, 10) : null,
      origin_address: `${streetOrigin}, ${origin[0]}, ${origin[1]} ${origin[2]}`,
      origin_street: streetOrigin,
      origin_city: origin[0],
      origin_state: origin[1],
      origin_zip: origin[2],
      destination_address: `${streetDestination}, ${destination[0]}, ${destination[1]} ${destination[2]}`,
      destination_street: streetDestination,
      destination_city: destination[0],
      destination_state: destination[1],
      destination_zip: destination[2],
      move_size: size,
      estimated_revenue: revenue,
      status: pick(STATUSES),
      process_status: succeeded ? 'synced' : enriched || syncStatus ? 'processing' : 'scraped',
      lead_source: leadSource,
      lead_provider: leadSource === 'email' ? 'Q2G' : null,
      owner: agentHandled ? pick(AGENTS) : null,
      assignee: agentHandled ? pick(AGENTS) : null,
      enriched,
      hubspot_sync_status: syncStatus,
      hubspot_contact_id: succeeded ? String(50_000 + i) : null,
      hubspot_deal_id: succeeded ? String(90_000 + i) : null,
      sync_attempts: syncStatus === 'failed' ? 1 + Math.floor(timing() * 3) : syncStatus === 'queued' ? 0 : syncStatus ? 1 : 0,
      sync_last_error: syncStatus === 'failed' ? pick(['Property values were not valid: move_date must be in the future', 'HubSpot answered HTTP 502 after 5 attempts', 'Contact email is invalid']) : null,
      sync_state_changed_at: null,
      created_at: createdAt.toISOString(),
      // A sync settled within the hour after the lead arrived (or by now, for the newest).
      synced_at: succeeded ? new Date(createdAt.getTime() + Math.min(age, rand() * 3_600_000)).toISOString() : null,
      calls,
    };
    const recently = (minutes: number): number => Math.max(createdAt.getTime(), now.getTime() - minutes * MINUTE_MS);
    const changedAt =
      syncStatus === 'queued' ? recently(1 + timing() * 9)
      : syncStatus === 'in_progress' ? Math.max(createdAt.getTime() + MINUTE_MS, lostBatchAt)
      : syncStatus === 'failed' ? createdAt.getTime() + Math.min(age, timing() * 3_600_000)
      : lead.synced_at ? Date.parse(lead.synced_at) : null;
    lead.sync_state_changed_at = changedAt === null ? null : new Date(Math.min(changedAt, now.getTime())).toISOString();
    leads.push(lead);
  }
  return withFamilies(leads, prng(seed + 1));
}

/** Other lead sites: a family that asked several sites arrives again under another site's tracking number. */
const OTHER_SITES = [['HireAHelper', 'HAH'], ['Moving.com', 'MOV'], ['Unpakt', 'UNP']] as const;

/**
 * One lead in 25 (in the order they arrived) is the family of the lead before it, through another lead site: the
 * same name (or its nickname), email or phone, origin and a move date a day or two apart, so the demo shows possible
 * duplicates. Its own dates, calls and sync state stay as drawn.
 */
function withFamilies(leads: DemoOpportunity[], rand: () => number): DemoOpportunity[] {
  const byArrival = [...leads].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  byArrival.forEach((lead, i) => {
    const earlier = byArrival[i - 1];
    if (i % 25 !== 12 || !earlier || earlier.is_noreply || lead.is_noreply) return;
    const [site, prefix] = OTHER_SITES[Math.floor(rand() * OTHER_SITES.length)];
    const sameEmail = rand() < 0.6 || earlier.customer_phone === null;
    Object.assign(lead, {
      tracking_number: `${prefix}-${lead.tracking_number.slice(4)}`,
      lead_source: 'email',
      lead_provider: site,
      customer_name: rand() < 0.3 ? earlier.customer_name.replace(/^Robert |^William |^James |^Michael |^Elizabeth /, (first) => NICKNAME[first]) : earlier.customer_name,
      customer_email: sameEmail ? earlier.customer_email.replace('@', '+quotes@') : lead.customer_email,
      customer_phone: sameEmail ? lead.customer_phone : earlier.customer_phone,
      move_date: earlier.move_date === null ? lead.move_date : shiftDate(earlier.move_date, Math.floor(rand() * 3) - 1),
      origin_address: earlier.origin_address, origin_street: earlier.origin_street, origin_city: earlier.origin_city,
      origin_state: earlier.origin_state, origin_zip: earlier.origin_zip,
    });
  });
  return leads;
}

const NICKNAME: Record<string, string> = { 'Robert ': 'Bob ', 'William ': 'Bill ', 'James ': 'Jim ', 'Michael ': 'Mike ', 'Elizabeth ': 'Liz ' };
const shiftDate = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
