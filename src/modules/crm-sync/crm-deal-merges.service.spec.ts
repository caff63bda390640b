import { strictMock } from '../../../test/utils/strict-mock';
import type { DueDealMerge, MergeCrmStateService } from '../leads/duplicates/merge-crm-state.service';
import { CrmDealMergesService } from './crm-deal-merges.service';
import { CrmSyncError, CrmSyncErrorCode } from './crm-sync.errors';
import type { HubspotClient } from './hubspot.client';

const due = (fields: Partial<DueDealMerge>): DueDealMerge => ({ mergeId: 'm1', primaryId: 'p1', primaryDealId: '501', mergedDealId: '502', ...fields });

function setup(merges: DueDealMerge[], mergeDeals: HubspotClient['mergeDeals']) {
  const state = strictMock<MergeCrmStateService>('MergeCrmStateService', { due: async () => merges, record: async () => undefined });
  const hubspot = strictMock<HubspotClient>('HubspotClient', { configured: true, mergeDeals });
  return { state, hubspot, service: new CrmDealMergesService(state, hubspot) };
}

describe(CrmDealMergesService.name, () => {
  it('should merge the merged lead\u2019s deal into the primary\u2019s and record the deal HubSpot kept', async () => {
    const { state, hubspot, service } = setup([due({})], async () => '777');

    expect(await service.mergeDue()).toBe(1);
    expect(hubspot.calls.mergeDeals).toEqual([['501', '502']]);
    expect(state.calls.record).toEqual([[due({}), { state: 'merged', dealId: '777' }]]);
  });

  it('should need nothing for a merged lead without a deal, and wait for a primary not synced yet', async () => {
    const { state, hubspot, service } = setup([due({ mergedDealId: null }), due({ mergeId: 'm2', primaryDealId: null })], async () => '1');

    expect(await service.mergeDue()).toBe(1);
    expect(state.calls.record).toEqual([[due({ mergedDealId: null }), { state: 'not_needed' }]]);
    expect(hubspot.calls.mergeDeals).toBeUndefined();
  });

  it('should record a refusal by HubSpot as failed, and leave an outage for the next run', async () => {
    const refused = setup([due({})], async () => Promise.reject(new CrmSyncError(CrmSyncErrorCode.Unavailable, 'HubSpot answered HTTP 400: Deals must be of the same type', { status: 400 })));
    expect(await refused.service.mergeDue()).toBe(0);
    expect(refused.state.calls.record).toEqual([[due({}), { state: 'failed', error: 'HubSpot answered HTTP 400: Deals must be of the same type' }]]);

    const down = setup([due({})], async () => Promise.reject(new CrmSyncError(CrmSyncErrorCode.Unavailable, 'HubSpot answered HTTP 502: Bad Gateway', { status: 502 })));
    expect(await down.service.mergeDue()).toBe(0);
    expect(down.state.calls.record).toBeUndefined();
  });
});
