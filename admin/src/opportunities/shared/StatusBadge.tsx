import { Chip, type ChipProps } from '@mui/material';
import { ATTENTION_YELLOW } from '../../theme/theme';

/** Status colours: new blue, pending yellow, confirmed green, any other value gray. Empty shows "new". */
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
  const color = statusColor(value);
  // The palette's warning is amber (it doubles as a text colour); a yellow badge gets the theme's yellow.
  return color === 'warning' ? (
    <Chip label={value} size={size} variant="filled" data-status={value} data-tone="yellow" sx={{ bgcolor: ATTENTION_YELLOW.background, color: ATTENTION_YELLOW.text }} />
  ) : (
    <Chip label={value} color={color} size={size} variant="filled" data-status={value} />
  );
};
