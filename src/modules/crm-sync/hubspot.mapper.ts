import type { OpportunitySyncSnapshot } from '../leads/opportunities/opportunity-sync-state.service';

/** Property mapping (documented in README): opportunity → HubSpot contact. */
export function contactProperties(row: OpportunitySyncSnapshot): Record<string, string> {
  const [firstname, ...rest] = (row.customerName ?? '').trim().split(/\s+/);
  const properties: Record<string, string> = { email: (row.customerEmail ?? '').toLowerCase() };
  if (firstname) properties.firstname = firstname;
  if (rest.length) properties.lastname = rest.join(' ');
  if (row.customerPhone) properties.phone = row.customerPhone;
  if (row.originCity) properties.city = row.originCity;
  if (row.originState) properties.state = row.originState;
  if (row.originZip) properties.zip = row.originZip;
  properties.lifecyclestage = 'lead';
  return properties;
}

export interface DealMappingSettings {
  pipeline: string;
  stage: string;
  trackingProperty: string;
  moveDateProperty: string;
  routeProperty: string;
}

const place = (city: string | null, state: string | null): string => [city, state].filter(Boolean).join(', ');

/** Property mapping: opportunity → HubSpot deal (amount = estimated revenue, move date, route). */
export function dealProperties(row: OpportunitySyncSnapshot, settings: DealMappingSettings): Record<string, string> {
  const from = place(row.originCity, row.originState);
  const to = place(row.destinationCity, row.destinationState);
  const route = from && to ? `${from} → ${to}` : from || to;
  const properties: Record<string, string> = {
    [settings.trackingProperty]: row.trackingNumber,
    dealname: [row.customerName ?? 'Move', route].filter(Boolean).join(' — '),
    pipeline: settings.pipeline,
    dealstage: settings.stage,
  };
  if (row.estimatedRevenue !== null) properties.amount = String(row.estimatedRevenue);
  if (row.moveDate) properties[settings.moveDateProperty] = row.moveDate;
  if (route) properties[settings.routeProperty] = route;
  return properties;
}
