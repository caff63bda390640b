import type { ContactListItem, EnrollmentRule, SequenceEnrollmentRow } from '../api/types';

/** Records for the enrollment component specs. */
export const rule = (id: string, extra: Partial<EnrollmentRule> = {}): EnrollmentRule => ({
  id,
  sequence_id: 's1',
  name: `Rule ${id}`,
  description: `About ${id}`,
  status: 'draft',
  date_field: 'created_at',
  start_date: '2026-11-01',
  end_date: null,
  include_future: false,
  criteria_json: { filters: [], exclusions: [] },
  caps_json: { daily_org_limit: 1000, daily_sequence_limit: 100 },
  send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 },
  timezone: 'UTC',
  owner_user_id: null,
  total_enrollments: 4,
  active_enrollments: 2,
  eligible_count: null,
  previewed_at: null,
  run_error: null,
  run_error_at: null,
  last_run: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

export const enrollmentRow = (id: string, extra: Partial<SequenceEnrollmentRow> = {}): SequenceEnrollmentRow => ({
  id,
  contact_id: `contact-${id}`,
  current_step: 1,
  end_reason: null,
  next_run_at: null,
  first_name: `First${id}`,
  last_name: 'Person',
  email: `${id}@example.com`,
  state: 'active',
  rule_name: 'Rule r1',
  enrolled_at: '2026-11-20T10:00:00.000Z',
  can_unenroll: true,
  disabled_reason: null,
  ...extra,
});

export const contact = (id: string, extra: Partial<ContactListItem> = {}): ContactListItem => ({
  id,
  contact_uuid: `uuid-${id}`,
  uuid: `uuid-${id}`,
  name: `Contact ${id}`,
  first_name: 'Contact',
  last_name: id,
  email: `${id}@example.com`,
  company: 'Acme',
  origin_city: 'Austin',
  origin_state: 'TX',
  timezone: 'America/Chicago',
  destination_city: null,
  destination_state: null,
  phone: '555-0100',
  source: 'web_form',
  lifecycle_stage: 'lead',
  consent_status: 'opted_in',
  lead_score: 10,
  enrollment_count: 0,
  previous_enrollments: 0,
  tracking_number: null,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  ...extra,
});

export const contactsPage = (items: ContactListItem[], extra: Record<string, unknown> = {}) => ({
  success: true, items, contacts: items, total: items.length, has_more: false, next_offset: null, offset: 0, limit: 50, total_exact: true, ...extra,
});

export const step = (order: number, templateId: string | null = 'tpl-1', delaySeconds = 0) => ({
  id: `st-${order}`, step_order: order, step_index: order - 1, type: 'email', template_id: templateId, template: templateId,
  delay_seconds: delaySeconds, duration: 'PT0S', subject: null, subject_override: null, from_override: null,
  quiet_hours: null, skip_if: null, stop_if: null, wait_until: null,
});
