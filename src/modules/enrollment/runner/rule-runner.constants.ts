/** Caps a rule falls back to when its caps_json lacks one (the rule defaults). */
export const DEFAULT_DAILY_ORG_LIMIT = 1000;
export const DEFAULT_DAILY_SEQUENCE_LIMIT = 100;

/** Placeholders the candidate read takes before the compiled criteria's own ($1–$8), so theirs start here. */
export const ENROLL_FIRST_CRITERIA_PARAM = 9;
