/**
 * A/B variants of an email step (pure). Variant A is the step itself (its template and subject); the step's config
 * may add B and C: { "variants": [{ "template_id": "…", "subject_override": "…" }, …], "winner": "B" }. Each run is
 * given one variant, deterministically and evenly (a hash of the run and step, so a retry sends the same one; the
 * delivery module's send picks it in SQL, see sequence-send.repository.ts). Once a winner is chosen by hand, every
 * later run gets the winner.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const VARIANT_KEYS = ['A', 'B', 'C'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];

export interface EmailVariant {
  template_id: string;
  subject_override: string | null;
}

export interface EmailStepVariants {
  /** B and C, in order (A is the step itself). */
  variants: EmailVariant[];
  winner: VariantKey | null;
}

/** The stored settings checked: the normalised variants (none: empty) and every problem, each as "Step n: …". */
export function parseEmailVariants(json: unknown, stepOrder: number): { value: EmailStepVariants; problems: string[] } {
  const value: EmailStepVariants = { variants: [], winner: null };
  if (json === null || json === undefined) return { value, problems: [] };
  const say = (text: string) => `Step ${stepOrder}: ${text}`;
  if (!isRecord(json)) return { value, problems: [say('config must be an object with variants and winner')] };
  const problems: string[] = [];
  for (const key of Object.keys(json)) if (key !== 'variants' && key !== 'winner') problems.push(say(`config has an unknown setting "${key.slice(0, 40)}"`));
  const raw = json.variants ?? [];
  if (!Array.isArray(raw) || raw.length > 2) problems.push(say('variants must be a list of at most 2 more versions (B and C; A is the step itself)'));
  else {
    raw.forEach((variant, index) => {
      const key = VARIANT_KEYS[index + 1];
      if (!isRecord(variant) || typeof variant.template_id !== 'string' || !UUID.test(variant.template_id)) {
        problems.push(say(`variant ${key} needs a template_id`));
        return;
      }
      const subject = variant.subject_override;
      if (subject !== undefined && subject !== null && (typeof subject !== 'string' || subject.length > 998)) problems.push(say(`variant ${key}'s subject_override must be text of at most 998 characters`));
      value.variants.push({ template_id: variant.template_id, subject_override: typeof subject === 'string' && subject.trim() !== '' ? subject.trim() : null });
    });
  }
  if (json.winner !== undefined && json.winner !== null) {
    const keys = VARIANT_KEYS.slice(0, value.variants.length + 1) as readonly string[];
    if (typeof json.winner === 'string' && keys.includes(json.winner) && value.variants.length > 0) value.winner = json.winner as VariantKey;
    else problems.push(say(`winner must be one of the step's variants (${keys.join(', ')})`));
  }
  return { value, problems };
}

/** The config stored for these variants: null when the step has none (a plain email step). */
export const variantsConfig = ({ variants, winner }: EmailStepVariants): Record<string, unknown> | null =>
  variants.length === 0 ? null : { variants: variants.map((variant) => ({ ...variant })), winner };
