/**
 * How A/B variants of a step compare, in words (pure): the reply rates of the leader and the runner-up, the
 * difference in percentage points, and whether it is significant — a two-proportion z-test at 95% (|z| ≥ 1.96),
 * the usual test for "is this rate really higher". Small samples say "not yet significant" rather than a verdict.
 */
export interface VariantCounts {
  variant: string;
  sent: number;
  replied: number;
}

const Z_95 = 1.96;

/** "B leads by 4 points, not yet significant"; "B leads by 6 points (95% confidence)"; "No replies yet"… */
export function compareVariants(variants: readonly VariantCounts[]): string {
  const measured = variants.filter((variant) => variant.sent > 0);
  if (measured.length < 2) return 'Not enough sends to compare yet';
  if (measured.every((variant) => variant.replied === 0)) return 'No replies yet';
  const byRate = [...measured].sort((a, b) => b.replied / b.sent - a.replied / a.sent || a.variant.localeCompare(b.variant));
  const [lead, next] = byRate as [VariantCounts, VariantCounts];
  const p1 = lead.replied / lead.sent;
  const p2 = next.replied / next.sent;
  const points = Math.round((p1 - p2) * 100);
  if (points === 0) return 'No difference yet';
  const pooled = (lead.replied + next.replied) / (lead.sent + next.sent);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / lead.sent + 1 / next.sent));
  const significant = se > 0 && (p1 - p2) / se >= Z_95;
  return `${lead.variant} leads by ${points} point${points === 1 ? '' : 's'}${significant ? ' (95% confidence)' : ', not yet significant'}`;
}
