import type { PreviewContact, RuleRow } from '../enrollment-rules.repository';
import type { CriteriaJsonDto, CapsJsonDto, SendWindowJsonDto } from './enrollment-rule.dto';
import type { EnrollmentRuleDto, PreviewContactDto } from './enrollment-rule-response.dto';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function mapRule(row: RuleRow): EnrollmentRuleDto {
  return {
    id: row.id,
    sequence_id: row.sequence_id,
    name: row.name,
    description: row.description,
    status: row.status,
    date_field: row.date_field,
    start_date: row.start_date,
    end_date: row.end_date,
    include_future: row.include_future,
    criteria_json: row.criteria_json as CriteriaJsonDto,
    caps_json: row.caps_json as CapsJsonDto,
    send_window_json: row.send_window_json as SendWindowJsonDto,
    timezone: row.timezone,
    owner_user_id: row.owner_user_id,
    total_enrollments: row.total_enrollments,
    active_enrollments: row.active_enrollments,
    eligible_count: row.preview_total,
    previewed_at: iso(row.previewed_at),
    run_error: row.run_error,
    run_error_at: iso(row.run_error_at),
    last_run: row.last_run_json,
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
  };
}

export const mapPreviewContact = (row: PreviewContact): PreviewContactDto => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  created_at: iso(row.created_at) ?? '',
});
