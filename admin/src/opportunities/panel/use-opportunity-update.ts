import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider';
import type { ApiResult, OpportunityEdit } from '../opportunity-types';

/** PUT /api/opportunities/{id} with only the given fields; a `{success: false, error}` answer rejects (leads-api). */
export const useOpportunityUpdate = (id: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMutation<ApiResult, Error, OpportunityEdit>({
    mutationFn: (edit) => dataProvider.updateOpportunity(id, edit),
  });
};
