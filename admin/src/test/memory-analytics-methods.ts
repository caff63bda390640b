import { vi } from 'vitest';
import type { AnalyticsMethods } from '../providers/analytics-methods';

const ANALYTICS_METHOD_NAMES = [
  'getVelocity',
  'getMoveDates',
  'getMoveDateCalendar',
  'getGeographic',
  'getStatistics',
] as const satisfies ReadonlyArray<keyof AnalyticsMethods>;

/** The analytics reads for the memory data provider: what `custom` gives, else a rejection naming the call. */
export const analyticsMemoryMethods = (custom: Partial<AnalyticsMethods>) =>
  Object.fromEntries(
    ANALYTICS_METHOD_NAMES.map((name) => [name, vi.fn(custom[name] ?? (() => Promise.reject(new Error(`unexpected call: ${name}`))))]),
  );
