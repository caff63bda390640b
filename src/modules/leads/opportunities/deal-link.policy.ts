/**
 * The CRM deal link of an opportunity: the one stored at sync time, else (rows synced before links were stored)
 * built from the configured portal, else none.
 */
export function dealLink(
  stored: string | null,
  dealId: string | null,
  hubspot: { appUrl: string; portalId?: string | null },
): string | null {
  if (stored) return stored;
  if (!dealId || !hubspot.portalId) return null;
  return `${hubspot.appUrl}/contacts/${hubspot.portalId}/record/0-3/${dealId}`;
}
