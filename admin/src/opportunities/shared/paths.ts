/** The full opportunity detail page of a tracking number (/opportunities/{trackingNumber}). */
export const opportunityPath = (tracking: string): string => `/opportunities/${encodeURIComponent(tracking)}`;

/** The opportunities list showing only the leads marked as possible duplicates (the list reads `?duplicates=only`). */
export const POSSIBLE_DUPLICATES_PATH = '/opportunities?duplicates=only';
