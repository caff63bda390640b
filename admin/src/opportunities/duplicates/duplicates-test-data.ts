import type { PairMerge, RelatedLead } from '../../api/types';

/** A related lead for specs: an open pair with an earlier HireAHelper lead sharing email and phone. */
export const makeRelatedLead = (overrides: Partial<RelatedLead> = {}): RelatedLead => ({
  pair_id: '0b8e6a52-2222-4c3d-8e4f-000000000009',
  opportunity_id: '6f1c8d2e-1111-4a2b-9c3d-000000000002',
  tracking_number: 'HAH-123',
  customer_name: 'Jordan B.',
  lead_source: 'email',
  lead_provider: 'HireAHelper',
  lead_status: 'new',
  assignee: null,
  created_at: '2027-01-08T15:04:00.000Z',
  reasons: ['email', 'phone'],
  reason_words: ['same email', 'same phone'],
  score: 0.95,
  status: 'open',
  earlier: true,
  merge: null,
  ...overrides,
});

/** The merge of a merged pair for specs: this lead kept as the primary, still undoable. */
export const makePairMerge = (overrides: Partial<PairMerge> = {}): PairMerge => ({
  merge_id: '7a2d9e41-3333-4b5c-8d6e-000000000021',
  primary: 'this',
  undo_until: '2027-01-11T15:04:00.000Z',
  undoable: true,
  ...overrides,
});
