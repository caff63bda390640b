import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useAppIdentity } from '../../layout/use-app-identity';
import type { AppDataProvider } from '../../providers/data-provider';
import type { DemoReplyOutcome } from '../../providers/ops-methods';

/** What a simulated reply did, in words for the toast. */
export const demoReplyMessage = (outcome: Pick<DemoReplyOutcome, 'effect' | 'kind'>): string => {
  if (outcome.kind !== 'human_reply') return `Reply recorded as ${outcome.kind.replace(/_/g, ' ')}`;
  if (outcome.effect.split('+').includes('run_stopped')) return 'Reply recorded: run stopped';
  if (outcome.effect === 'recorded') return "Reply recorded: the run goes on (its sequence doesn't stop on replies)";
  return `Reply recorded: ${outcome.effect.replace(/_/g, ' ')}`;
};

/**
 * Whether to offer 'Simulate reply': admins, when the server reports demo mode (GET /api/settings, read once and
 * shared with the other screens that read the settings). A failed read offers nothing.
 */
export const useDemoReplies = (): boolean => {
  const { identity } = useAppIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const isAdmin = identity?.role === 'admin';
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => dataProvider.getSettings(), retry: false, enabled: isAdmin, staleTime: 60_000 });
  return isAdmin && settings.data?.demo_mode === true;
};
