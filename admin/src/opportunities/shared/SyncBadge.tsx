import { Chip, type ChipProps } from '@mui/material';
import type { SyncLabel } from './sync-state';

const COLORS: Record<SyncLabel, ChipProps['color']> = {
  Synced: 'success',
  Syncing: 'info',
  Failed: 'error',
  Pending: 'warning',
};

/** The CRM sync badge (label from `syncLabel`). */
export const SyncBadge = ({ label }: { label: SyncLabel }) => (
  <Chip label={label} color={COLORS[label]} size="small" variant="outlined" />
);
