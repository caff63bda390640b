import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, MenuItem, Skeleton, TableCell, TableRow, TextField, Typography, type ChipProps } from '@mui/material';

type Tone = ChipProps['color'];

/** Status colours shared by runs, deliveries and outbox items. */
const TONES: Record<string, Tone> = {
  active: 'success',
  due: 'warning',
  paused: 'warning',
  completed: 'info',
  cancelled: 'default',
  canceled: 'default',
  sent: 'info',
  delivered: 'success',
  failed: 'error',
  unknown: 'error',
  pending: 'default',
  processed: 'success',
};

export const StatusChip = ({ status, label }: { status: string; label?: string }) => (
  <Chip
    size="small"
    variant={status === 'pending' || status === 'cancelled' || status === 'canceled' ? 'outlined' : 'filled'}
    color={TONES[status] ?? 'default'}
    label={label ?? status}
    data-status={status}
    sx={{ textTransform: 'capitalize', fontWeight: 600 }}
  />
);

/** Page title, a line under it and the page's controls on the right. */
export const OpsHeader = ({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
    <Box>
      <Typography variant="h4" component="h1">{title}</Typography>
      {subtitle ? <Typography color="text.secondary" sx={{ mt: 0.5 }}>{subtitle}</Typography> : null}
    </Box>
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>{children}</Box>
  </Box>
);

/** Grey rows while the first answer is on its way. */
export const SkeletonRows = ({ columns, rows = 5, label }: { columns: number; rows?: number; label: string }) => (
  <>
    {Array.from({ length: rows }, (_row, index) => (
      <TableRow key={index} aria-label={index === 0 ? label : undefined} data-testid="skeleton-row">
        {Array.from({ length: columns }, (_cell, cell) => (
          <TableCell key={cell}><Skeleton variant="text" /></TableCell>
        ))}
      </TableRow>
    ))}
  </>
);

export const EmptyRow = ({ columns, text }: { columns: number; text: string }) => (
  <TableRow>
    <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </TableCell>
  </TableRow>
);

export const ErrorBox = ({ text, error, onRetry }: { text: string; error?: unknown; onRetry: () => void }) => (
  <Alert
    severity="error"
    sx={{ mb: 2 }}
    action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}
  >
    {error instanceof Error && error.message ? `${text}: ${error.message}` : text}
  </Alert>
);

/** A small select for a list filter (react-admin's theme makes text fields full width; these sit in a row). */
export const FilterSelect = ({
  label,
  value,
  options,
  onChange,
  width = 150,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  width?: number;
}) => (
  <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} fullWidth={false} sx={{ width }}>
    {options.map((option) => <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>)}
  </TextField>
);
