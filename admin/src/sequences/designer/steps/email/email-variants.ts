/**
 * A/B variants of an email step as the server keeps them (src/modules/runs/steps/email/email-variants.policy.ts):
 * config = { variants: [{ template_id, subject_override? }, …at most 2], winner: 'A' | 'B' | 'C' | null }, or null for
 * none. Variant A is the step itself (its template and subject); B and C are config.variants in order. Each run gets
 * one variant (deterministic, even); a winner chosen by hand goes to every later run.
 */

/** The variant letters: A (the step itself), then B and C. */
export const VARIANT_KEYS = ['A', 'B', 'C'] as const;
/** One variant's letter. */
export type VariantKey = (typeof VARIANT_KEYS)[number];

/** At most this many variants beside the step itself (B and C). */
export const MAX_EXTRA_VARIANTS = 2;

/** Variant B or C as the designer edits it. */
export type EmailVariantDraft = {
  template_id: string | null;
  /** Empty: the variant template's subject. */
  subject_override: string;
};

/** The email step's variant fields (beside its template, subject and sender). */
export type EmailVariantFields = {
  /** B and C, in order; none: no A/B test. */
  variants: EmailVariantDraft[];
  /** The variant every later run gets; null: split evenly. */
  winner: VariantKey | null;
};

/** Variant B or C as the API takes it. */
export interface EmailVariantInput {
  template_id: string | null;
  subject_override: string | null;
}

/** The config as the API takes it. */
export interface EmailVariantsConfig {
  variants: EmailVariantInput[];
  winner: VariantKey | null;
}

/** Under the Winner select. */
export const WINNER_HELP = 'Every later run gets the winner';
/** The read-only line for the step's own template in the A/B test. */
export const VARIANT_A_LABEL = "Variant A: this step's template";

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The letter of the extra variant at `index` (0: B). */
export const variantKeyAt = (index: number): VariantKey => VARIANT_KEYS[index + 1] ?? 'C';

/** The letters a step with `extra` variants beside itself has (A, B and maybe C). */
export const variantKeys = (extra: number): VariantKey[] => VARIANT_KEYS.slice(0, Math.min(extra, MAX_EXTRA_VARIANTS) + 1);

/** The winner if it is one of the step's variants (and there is a test at all), else null. */
export const winnerWithin = (winner: VariantKey | null, extra: number): VariantKey | null =>
  winner !== null && extra > 0 && variantKeys(extra).includes(winner) ? winner : null;

/** A step's config as the API answers it (null, partial or odd in places): its variants and winner, none when absent. */
export const variantFieldsOf = (config: unknown): EmailVariantFields => {
  const stored = isRecord(config) ? config : {};
  const raw = Array.isArray(stored.variants) ? stored.variants.slice(0, MAX_EXTRA_VARIANTS) : [];
  const variants = raw.filter(isRecord).map((variant) => ({
    template_id: typeof variant.template_id === 'string' && variant.template_id ? variant.template_id : null,
    subject_override: typeof variant.subject_override === 'string' ? variant.subject_override : '',
  }));
  const winner = VARIANT_KEYS.find((key) => key === stored.winner) ?? null;
  return { variants, winner: winnerWithin(winner, variants.length) };
};

/** The fields as the API's config: null without variants, else the variants (subjects trimmed, empty as null) and winner. */
export const variantsConfigOf = ({ variants, winner }: EmailVariantFields): EmailVariantsConfig | null =>
  variants.length === 0
    ? null
    : {
        variants: variants.map((variant) => ({ template_id: variant.template_id, subject_override: variant.subject_override.trim() || null })),
        winner: winnerWithin(winner, variants.length),
      };

/** What a variant without a template says, in its card ('Variant B needs a template'). */
export const variantTemplateProblem = (key: VariantKey): string => `Variant ${key} needs a template`;

/** Every problem of the variants of step `order`: each variant without a template, "Step 2: variant B needs a template". */
export const variantProblems = (variants: readonly EmailVariantDraft[] | undefined, order: number): string[] =>
  (variants ?? []).flatMap((variant, index) => (variant.template_id ? [] : [`Step ${order}: variant ${variantKeyAt(index)} needs a template`]));

/** The variants with the one at `index` removed, and the winner moved along (C becomes B; a removed winner: none). */
export const withoutVariant = (fields: EmailVariantFields, index: number): EmailVariantFields => {
  const variants = fields.variants.filter((_, position) => position !== index);
  const removed = variantKeyAt(index);
  let winner = fields.winner;
  if (winner === removed) winner = null;
  else if (winner !== null && winner !== 'A' && VARIANT_KEYS.indexOf(winner) > VARIANT_KEYS.indexOf(removed)) winner = variantKeyAt(VARIANT_KEYS.indexOf(winner) - 2);
  return { variants, winner: winnerWithin(winner, variants.length) };
};

/** An empty variant to add (B first, then C). */
export const newVariant = (): EmailVariantDraft => ({ template_id: null, subject_override: '' });
