import { CRITERIA_FIELDS, filterSummary, OPERATOR_LABELS, toFilter, toFilterDraft, type CriteriaFilter, type FilterDraft } from '../../enrollment/criteria-fields';

/**
 * A step's conditions (every step type has them): `skip_if` skips the step, `stop_if` ends the run at it, each when
 * every one of its filters holds for the contact at send time. The API takes and answers each as { filters } in the
 * enrollment rules' filter language (plus has_phone), or null for none; the designer edits them as filter rows.
 */
export const CONDITIONS = ['skip_if', 'stop_if'] as const;
export type ConditionName = (typeof CONDITIONS)[number];

/** A step's conditions as edited: each condition's filter rows ([] for none). */
export type ConditionDrafts = Record<ConditionName, FilterDraft[]>;

/** What a step's conditions are in the API's words: { filters } or null, per condition. */
export type ConditionsInput = Record<ConditionName, { filters: CriteriaFilter[] } | null>;

/** The card's wording of each condition: the editor's heading and note, and the start of the summary line. */
export const CONDITION_WORDING: Readonly<Record<ConditionName, { title: string; caption: string; summary: string }>> = {
  skip_if: { title: 'Skip this step if', caption: 'Checked when the step is due: nothing is sent and the run moves on to the next step.', summary: 'Skipped if' },
  stop_if: { title: 'Stop the sequence at this step if', caption: 'Checked when the step is due: the run ends here and nothing more is sent.', summary: 'Sequence stops here if' },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOperator = (value: unknown): value is CriteriaFilter['op'] => typeof value === 'string' && Object.hasOwn(OPERATOR_LABELS, value);

/** A stored condition ({ filters: [...] }, null or anything else) as filter rows; what is not a filter is left out. */
export const conditionDrafts = (json: unknown): FilterDraft[] => {
  if (!isRecord(json) || !Array.isArray(json.filters)) return [];
  return json.filters.flatMap((filter: unknown) =>
    isRecord(filter) && typeof filter.field === 'string' && isOperator(filter.op) ? [toFilterDraft({ field: filter.field, op: filter.op, value: filter.value })] : [],
  );
};

/** Both conditions of a step as the API answered them (or as passed through unedited), as filter rows. */
export const conditionDraftsOf = (stored: { skip_if?: unknown; stop_if?: unknown }): ConditionDrafts => ({
  skip_if: conditionDrafts(stored.skip_if),
  stop_if: conditionDrafts(stored.stop_if),
});

/** The edited conditions as the steps PUT takes them: { filters } with typed values (has_phone a boolean), null for none. */
export const conditionsInput = (drafts: ConditionDrafts): ConditionsInput => ({
  skip_if: drafts.skip_if.length > 0 ? { filters: drafts.skip_if.map(toFilter) } : null,
  stop_if: drafts.stop_if.length > 0 ? { filters: drafts.stop_if.map(toFilter) } : null,
});

/** Whether a filter row is filled in enough to save (a known field and a value); the server checks the rest. */
export const filterComplete = (draft: FilterDraft): boolean =>
  CRITERIA_FIELDS.some((spec) => spec.field === draft.field && spec.ops.includes(draft.op)) && draft.value.trim() !== '';

/** Whether every row of both conditions is filled in (autosave waits until then). */
export const conditionsComplete = (drafts: ConditionDrafts): boolean => CONDITIONS.every((name) => drafts[name].every(filterComplete));

/** Whether the step has any condition. */
export const hasConditions = (drafts: ConditionDrafts): boolean => CONDITIONS.some((name) => drafts[name].length > 0);

/** One condition in words, its filled-in filters joined by "and": "Has phone number is No and Lead score at least 50". */
export const conditionSummary = (drafts: FilterDraft[]): string => drafts.filter(filterComplete).map((draft) => filterSummary(toFilter(draft))).join(' and ');
