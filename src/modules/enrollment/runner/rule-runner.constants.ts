/** The organisation-wide daily usage row's scope id (one organisation per installation). */
export const ORG_SCOPE_ID = '00000000-0000-0000-0000-000000000000';

/** Caps a rule falls back to when its caps_json lacks one (the rule defaults). */
export const DEFAULT_DAILY_ORG_LIMIT = 1000;
export const DEFAULT_DAILY_SEQUENCE_LIMIT = 100;

/** Criteria fields read from the contact's opportunities (the statement joins them only when one is used). */
export const OPPORTUNITY_FIELDS: ReadonlySet<string> = new Set(['lead_source', 'status', 'move_date', 'days_until_move']);

/** Placeholders the enroll statement takes before the compiled criteria's own. */
export const ENROLL_FIRST_CRITERIA_PARAM = 10;
