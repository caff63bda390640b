/** The full opportunity detail page of a tracking number (/opportunities/{trackingNumber}). */
export const opportunityPath = (tracking: string): string => `/opportunities/${encodeURIComponent(tracking)}`;
