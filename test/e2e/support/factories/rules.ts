import { type Db, type Fields, given, type Json, insertRows, next } from './insert-rows';

export interface RuleRow {
  id: string;
  sequence_id: string;
  name: string;
  description: string;
  status: 'draft' | 'active' | 'paused' | 'stopped' | 'completed';
  date_field: 'created_at' | 'first_seen_at';
  /** YYYY-MM-DD in, a Date out (pg's date parsing). */
  start_date: Date;
  end_date: Date | null;
  include_future: boolean;
  criteria_json: Json;
  caps_json: Json;
  send_window_json: Json;
  timezone: string;
  owner_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  preview_total: number | null;
  previewed_at: Date | null;
  activated_at: Date | null;
  run_error: string | null;
  run_error_at: Date | null;
  last_run_json: Json | null;
}

export type RuleFields = Fields<RuleRow> & { sequence_id: string };

/** Every day, every hour: a send window that never holds a due step back. */
export const ALWAYS_OPEN = { days: [1, 2, 3, 4, 5, 6, 7], start_hour: 0, end_hour: 24 };

const RULE_JSON = ['criteria_json', 'caps_json', 'send_window_json', 'last_run_json'];

/** An enrollment rule of the sequence: a fresh name and a start on 2026-01-01 unless given; the rest the table's defaults (a draft). */
export async function insertRule(db: Db, fields: RuleFields): Promise<RuleRow> {
  const [rule] = await insertRows<RuleRow>(db, 'enrollment_rules', [{ name: `Factory rule ${next()}`, start_date: '2026-01-01', ...given(fields) }], RULE_JSON);
  return rule;
}

/** An active rule whose window is always open (UTC), for runs the advancer should send as soon as they are due. */
export async function insertOpenRule(db: Db, sequenceId: string, fields: Partial<RuleFields> = {}): Promise<RuleRow> {
  return insertRule(db, { sequence_id: sequenceId, name: 'Always open', status: 'active', send_window_json: ALWAYS_OPEN, timezone: 'UTC', ...given(fields) });
}
