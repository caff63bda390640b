import { Chip, type ChipProps } from '@mui/material';

/** Seed 001 §4: new blue, pending yellow, confirmed green, any other value gray. Empty shows "new". */
export const statusColor = (status: string | null | undefined): ChipProps['color'] => {
  switch ((status || 'new').toLowerCase()) {
    case 'new':
      return 'info';
    case 'pending':
      return 'warning';
    case 'confirmed':
      return 'success';
    default:
      return 'default';
  }
};

export const StatusBadge = ({ status, size = 'small' }: { status: string | null | undefined; size?: ChipProps['size'] }) => {
  const value = status || 'new';
  return <Chip label={value} color={statusColor(value)} size={size} variant="filled" data-status={value} />;
};
