import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, signIn } from './fixtures';
import { csrf, sql } from './sequence-helpers';

/**
 * The setup duplicate-leads.spec.ts and duplicate-leads.mobile.spec.ts share: leads posted through POST /api/leads (an
 * API token of the signed-in user), each test with its own tracking numbers, emails, phones and customer, and the API
 * reads the tests check the screens against.
 */

export interface LeadInput {
  tracking_number: string;
  provider?: string;
  customer_name: string;
  customer_email?: string;
  customer_phone?: string;
  move_date?: string;
  origin_address?: string;
  destination_address?: string;
}

export interface Created {
  id: string;
  tracking: string;
}

/** The parts of GET /api/opportunities/{id}/duplicates → duplicates[] the tests read. */
export interface Related {
  pair_id: string;
  tracking_number: string;
  status: 'open' | 'merged' | 'dismissed';
  score: number;
  earlier: boolean;
  merge: { merge_id: string; primary: 'this' | 'other'; undoable: boolean } | null;
}

/** The parts of GET /api/opportunities/{id}/activity → data[] the tests read. */
export interface Activity {
  kind: string;
  title: string;
  actor: string | null;
  actor_name: string | null;
}

/** Six hex characters, upper case: unique enough per test and run. */
export const newTag = () => randomBytes(3).toString('hex').toUpperCase();
/** A US number outside the fictional 555-01xx range (the duplicate check never matches those). */
export const newPhone = () => `(512) ${randomInt(620, 699)}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
/** A move date some months ahead (YYYY-MM-DD), `offset` days after `base`. */
export const moveDate = (base: Date, offset = 0) => new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
/** A random day two to ten months ahead. */
export const futureDay = () => new Date(Date.now() + randomInt(60, 300) * 86_400_000);
/** The customer's address of the run: "marisol.3F9A2C@home.example" for Marisol Okafor and tag 3F9A2C. */
export const emailOf = (name: string, tag: string) => `${name.split(' ')[0].toLowerCase()}.${tag.toLowerCase()}@home.example`;

/** The theme chosen before any page script runs, then signed in as the staff user (at `at`, else the Dashboard). */
export async function signInStaff(page: Page, mode: 'light' | 'dark', at?: string): Promise<void> {
  await presetTheme(page, mode);
  await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName, at);
}

/** An API token of the signed-in user: POST /api/leads takes API tokens only. */
export async function apiToken(page: Page): Promise<string> {
  const minted = await page.request.post('/api/tokens', { headers: await csrf(page), data: { name: `duplicate leads ${Date.now()}`, days: 1 } });
  expect(minted.ok()).toBe(true);
  return ((await minted.json()) as { token: string }).token;
}

export async function postLead(page: Page, token: string, lead: LeadInput): Promise<Created> {
  const response = await page.request.post('/api/leads', { headers: { authorization: `Bearer ${token}` }, data: lead });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { opportunity_id: string; tracking_number: string };
  expect(body.tracking_number).toBe(lead.tracking_number);
  return { id: body.opportunity_id, tracking: body.tracking_number };
}

export async function related(page: Page, id: string): Promise<Related[]> {
  const response = await page.request.get(`/api/opportunities/${id}/duplicates`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { duplicates: Related[] }).duplicates;
}

export async function activityOf(page: Page, id: string): Promise<Activity[]> {
  const response = await page.request.get(`/api/opportunities/${id}/activity`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Activity[] }).data;
}

export async function detailOf(page: Page, tracking: string): Promise<{ possible_duplicate: boolean; merged_into_tracking: string | null; lead_provider: string | null }> {
  const response = await page.request.get(`/api/opportunities/by-tracking/${encodeURIComponent(tracking)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { opportunity: { possible_duplicate: boolean; merged_into_tracking: string | null; lead_provider: string | null } }).opportunity;
}

export interface PairOptions {
  /** Moves the earlier lead's arrival back this many days (the pair is already recorded at intake). */
  daysEarlier?: number;
  /** The newer lead shares only the email: another phone, no origin (so the pair's only reason is the email). */
  emailOnly?: boolean;
}

/**
 * An earlier lead from HireAHelper and, sharing its customer's email (and phone), a newer one from Moving.com: a
 * possible duplicate of it, recorded as an open pair.
 */
export async function duplicatePair(page: Page, name: string, options: PairOptions = {}): Promise<{ earlier: Created; newer: Created; tag: string; email: string }> {
  const tag = newTag();
  const token = await apiToken(page);
  const email = emailOf(name, tag);
  const phone = newPhone();
  const day = futureDay();
  const earlier = await postLead(page, token, {
    tracking_number: `HAH-${tag}`, provider: 'HireAHelper', customer_name: name, customer_email: email, customer_phone: phone,
    move_date: moveDate(day), origin_address: '12 Oak St, Austin, TX 78701', destination_address: '1600 Broadway, Denver, CO 80202',
  });
  if (options.daysEarlier) {
    await sql(`UPDATE opportunities SET created_at = created_at - make_interval(days => $2) WHERE id = $1`, [earlier.id, options.daysEarlier]);
  }
  const newer = await postLead(page, token, {
    tracking_number: `MOV-${tag}`, provider: 'Moving.com', customer_name: name, customer_email: email.toUpperCase(), move_date: moveDate(day, options.emailOnly ? 1 : 2),
    ...(options.emailOnly ? { customer_phone: newPhone() } : { customer_phone: phone, origin_address: '12 Oak Street, Austin, TX 78701' }),
  });
  expect(await related(page, newer.id)).toEqual([expect.objectContaining({ tracking_number: earlier.tracking, status: 'open', earlier: true })]);
  return { earlier, newer, tag, email };
}

/** The month a lead created now falls in, in the company's timezone (the report's months). */
export async function companyMonth(page: Page): Promise<string> {
  const response = await page.request.get('/api/settings');
  expect(response.ok()).toBe(true);
  const zone = ((await response.json()) as { data: { sending: { time_zone: string } } }).data.sending.time_zone;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}
