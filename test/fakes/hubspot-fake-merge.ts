// POST /crm/v3/objects/deals/merge on the HubSpot fake: `{ primaryObjectId, objectIdToMerge }`. As HubSpot documents
// it, the two deals become one new deal (a new id) carrying the primary's values, the merged deal's values where the
// primary has none, and both deals' associations; the two old deals are no longer visible, and reading either old id
// answers the new deal. Both ids must be existing deals and differ (400 / 404 otherwise).
import { isRecord } from './http-helpers';
import { HubSpotRequestError, type HubSpotStore, publicObject, validationError } from './hubspot-fake-store';

const currentId = (store: HubSpotStore, id: string): string => store.mergedDeals.get(id) ?? id;

export function mergeDeals(store: HubSpotStore, body: unknown, notFound: (id: string) => HubSpotRequestError) {
  if (!isRecord(body) || typeof body.primaryObjectId !== 'string' || typeof body.objectIdToMerge !== 'string') {
    throw validationError('Invalid input JSON: "primaryObjectId" and "objectIdToMerge" are required strings');
  }
  const [primaryId, mergedId] = [currentId(store, body.primaryObjectId), currentId(store, body.objectIdToMerge)];
  if (primaryId === mergedId) throw validationError('Cannot merge an object with itself');
  const primary = store.deals.get(primaryId);
  const merged = store.deals.get(mergedId);
  if (!primary) throw notFound(body.primaryObjectId);
  if (!merged) throw notFound(body.objectIdToMerge);

  const id = store.newDealId();
  const now = new Date().toISOString();
  const filled = Object.fromEntries(Object.entries(merged.properties).filter(([name]) => !primary.properties[name]));
  const properties = { ...filled, ...primary.properties, hs_object_id: id, hs_merged_object_ids: `${mergedId};${primaryId}`, hs_lastmodifieddate: now };
  const record = { id, properties, createdAt: primary.createdAt, updatedAt: now, searchable: { ...properties } };
  store.deals.delete(primaryId);
  store.deals.delete(mergedId);
  store.deals.set(id, record);
  for (const old of [primaryId, mergedId]) {
    store.mergedDeals.set(old, id);
    for (const [from, to] of store.mergedDeals) if (to === old) store.mergedDeals.set(from, id);
  }
  const idProperty = store.idPropertyOf('deals');
  for (const value of [merged.properties[idProperty], primary.properties[idProperty]]) if (value) store.indexDeal(value, id);
  for (const pair of [...store.associations]) {
    const [dealId, contactId] = pair.split(':');
    if (dealId !== primaryId && dealId !== mergedId) continue;
    store.associations.delete(pair);
    store.associations.add(`${id}:${contactId}`);
  }
  return publicObject(record);
}

/** The deal an id stands for now (itself, or the deal it was merged into). */
export const mergedDealId = currentId;
