import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ApiError } from '../../providers/api-error';
import type { AppDataProvider } from '../../providers/data-provider';
import type { ApiResult, OpportunityEdit } from '../opportunity-types';

/** PUT /api/opportunities/{id} with only the given fields; `{success: false, error}` is a failure too. */
export const useOpportunityUpdate = (id: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMutation<ApiResult, Error, OpportunityEdit>({
    mutationFn: async (edit) => {
      const result = await dataProvider.updateOpportunity(id, edit);
      if (result.success === false) {
        throw new ApiError({ message: result.error ?? '', status: 200, body: result });
      }
      return result;
    },
  });
};
