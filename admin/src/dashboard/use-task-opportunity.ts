import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { OpportunityListItem } from '../api/types';
import type { CallTask } from '../calls/call-tasks-api';
import { errorMessage } from '../providers/api-error';

/** The most rows one search may give (the list API's page limit). */
const SEARCH_PAGE = 100;

/** A task can be opened when it names an opportunity and its contact has an email or a name to search by. */
export const canOpenTask = (task: CallTask): boolean => Boolean(task.opportunity_id && (task.contact.email?.trim() || task.contact.name?.trim()));

/**
 * Opens a call task's opportunity in the side panel. A task names the opportunity by id only, so its list row is found
 * by searching the opportunities for the contact's email (else name) and taking the one with that id; when the search
 * does not find it, '{…} failed: …' is notified.
 */
export const useTaskOpportunity = () => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [opened, setOpened] = useState<OpportunityListItem | null>(null);
  const find = useMutation<OpportunityListItem, Error, CallTask>({
    mutationFn: async (task) => {
      const q = task.contact.email?.trim() || task.contact.name?.trim() || '';
      const { data } = await dataProvider.getList<OpportunityListItem>('opportunities', {
        filter: { q },
        pagination: { page: 1, perPage: SEARCH_PAGE },
        sort: { field: 'created_at', order: 'DESC' },
      });
      const found = data.find((item) => item.id === task.opportunity_id);
      if (!found) throw new Error(`No opportunity found for ${q}`);
      return found;
    },
    onSuccess: (item) => setOpened(item),
    onError: (error) => notify(`Opening the opportunity failed: ${errorMessage(error)}`, { type: 'error' }),
  });
  return {
    /** The opportunity shown in the side panel, else null. */
    opened,
    open: (task: CallTask) => find.mutate(task),
    /** The id of the task being looked up, else null. */
    opening: find.isPending ? (find.variables?.id ?? null) : null,
    close: () => setOpened(null),
  };
};
