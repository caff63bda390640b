import { useGetOne } from 'react-admin';
import type { OpportunityDetail } from '../../api/types';

/**
 * The tracking number of the lead this one was merged into, else null (also while its record loads, or when it cannot
 * be read). The list's rows do not say; the record by tracking number does (the detail page's read, so a cached copy
 * serves and a merge or undo reloads it).
 */
export const useMergedInto = (tracking: string): string | null => {
  const { data } = useGetOne<OpportunityDetail>('opportunities', { id: tracking }, { retry: false, refetchOnWindowFocus: false });
  return data?.merged_into_tracking ?? null;
};
