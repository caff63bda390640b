import { Box, IconButton, Tooltip, type Theme } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { OpportunityListItem } from '../../api/types';
import { opportunityPath } from '../shared/paths';

export type PanelMode = 'view' | 'edit';

/** The Actions column stays in view when a narrow window scrolls the table sideways. */
export const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

export interface RowActionsProps {
  item: OpportunityListItem;
  onOpen: (item: OpportunityListItem, mode: PanelMode) => void;
  /** Present only when the sync badge is Failed or Pending. */
  onRequeue?: (item: OpportunityListItem) => void;
  requeueing?: boolean;
}

/** View details / Edit (side panel), Open in new tab (full detail page), Re-queue sync. */
export const RowActions = ({ item, onOpen, onRequeue, requeueing = false }: RowActionsProps) => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', '& .MuiIconButton-root': { p: 0.375 } }}>
    <Tooltip title="View details">
      <IconButton size="small" aria-label="View details" onClick={() => onOpen(item, 'view')}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <Tooltip title="Edit">
      <IconButton size="small" aria-label="Edit" onClick={() => onOpen(item, 'edit')}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <Tooltip title="Open in new tab">
      <IconButton
        size="small"
        aria-label="Open in new tab"
        component="a"
        href={opportunityPath(item.q2g_tracking_number)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <OpenInNewIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    {onRequeue ? (
      <Tooltip title="Re-queue sync">
        {/* span: a Tooltip needs an element that still receives events while the button is disabled */}
        <span>
          <IconButton size="small" color="warning" aria-label="Re-queue sync" loading={requeueing} onClick={() => onRequeue(item)}>
            <ReplayIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    ) : (
      // Keeps the other actions in the same place on every row.
      <Box aria-hidden sx={{ width: 26, flexShrink: 0 }} />
    )}
  </Box>
);
