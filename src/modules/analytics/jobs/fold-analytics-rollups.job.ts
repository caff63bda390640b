import type { AnalyticsService } from '../analytics.service';

/** Folds pending analytics rollup deltas (scheduled every 30 s); returns how many delta rows were folded. */
export async function handleFoldAnalyticsRollups(analytics: AnalyticsService): Promise<{ folded: number }> {
  return { folded: await analytics.fold() };
}
