import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { appConfig } from '../config';
import type { AppDataProvider } from '../providers/data-provider';
import type { HealthReport } from '../api/types';

export const HEALTH_QUERY_KEY = ['api-health'] as const;

export interface UseHealthOptions {
  /** Poll interval in ms; false disables polling. Default 60 s. */
  pollMs?: number | false;
  /** Ask the server again whenever the component mounts (Settings "runs on open"). */
  refetchOnMount?: boolean;
}

/** GET /api-health, shared by the sidebar status box, the home page and Settings. */
export const useHealth = ({
  pollMs = appConfig.healthPollMs,
  refetchOnMount = false,
}: UseHealthOptions = {}): UseQueryResult<HealthReport, Error> => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<HealthReport, Error>({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: () => dataProvider.getHealth(),
    refetchInterval: pollMs,
    refetchOnMount: refetchOnMount ? 'always' : true,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 10_000,
  });
};
