import { Box, Chip, Skeleton, Tooltip, Typography } from '@mui/material';
import CircleIcon from '@mui/icons-material/Circle';
import { describeHealth, systemStateColor } from '../health/health-status';
import { useHealth } from '../health/use-health';

/** Sidebar 'System Status' box, driven by GET /api-health every 60 s. */
export const SystemStatusBox = ({ collapsed }: { collapsed: boolean }) => {
  const { data, isPending, isError } = useHealth();
  const status = describeHealth(data, isError);
  const color = systemStateColor(status.state);

  if (collapsed) {
    return (
      <Tooltip title={isPending ? 'System Status: checking…' : `System Status: ${status.message}`} placement="right">
        <Box
          role="status"
          aria-label={isPending ? 'System Status: checking' : `System Status: ${status.badge}`}
          sx={{ display: 'grid', placeItems: 'center', py: 1 }}
        >
          <CircleIcon sx={{ fontSize: 12, color: isPending ? 'text.disabled' : `${color}.main` }} />
        </Box>
      </Tooltip>
    );
  }

  return (
    <Box
      role="status"
      aria-label="System Status"
      sx={{ mx: 1.5, my: 0.75, px: 1.5, py: 1, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          System Status
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" width={56} height={20} data-testid="status-skeleton" />
        ) : (
          <Chip size="small" color={color} label={status.badge} variant="outlined" sx={{ height: 20 }} />
        )}
      </Box>
      {isPending ? (
        <Skeleton variant="text" width="80%" />
      ) : (
        <Typography variant="body2" sx={{ color: `${color}.main`, wordBreak: 'break-word' }}>
          {status.message}
        </Typography>
      )}
    </Box>
  );
};
