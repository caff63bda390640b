import { Drawer } from '@mui/material';
import { useId, useState } from 'react';
import type { OpportunityListItem } from '../../api/types';
import { OpportunityPanelBody } from './OpportunityPanelBody';

export interface OpportunityPanelProps {
  /** The list item shown; null closes the drawer. */
  opportunity: OpportunityListItem | null;
  /** 'edit' when opened from the row's edit action. */
  initialMode?: 'view' | 'edit';
  onClose: () => void;
  /** Called after a successful save or status update so the list can reload. */
  onSaved?: () => void;
}

/**
 * The opportunity side panel: a right drawer (480 px, full width on phones). The last item stays
 * rendered while the drawer slides out; opening another item (or reopening) starts fresh in `initialMode`.
 */
export const OpportunityPanel = ({ opportunity, initialMode = 'view', onClose, onSaved }: OpportunityPanelProps) => {
  const titleId = useId();
  const [shown, setShown] = useState<OpportunityListItem | null>(opportunity);
  const [openings, setOpenings] = useState(opportunity ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(opportunity !== null);
  if (opportunity !== null && opportunity !== shown) setShown(opportunity);
  if ((opportunity !== null) !== wasOpen) {
    setWasOpen(opportunity !== null);
    if (opportunity !== null) setOpenings((count) => count + 1);
  }

  return (
    <Drawer
      anchor="right"
      open={opportunity !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: { xs: '100%', sm: 480 },
            maxWidth: '100%',
            display: 'flex',
            flexDirection: 'column',
            // The palette's paper in both modes (no dark-mode elevation overlay), so cards and footer match.
            bgcolor: 'background.paper',
            backgroundImage: 'none',
          },
        },
      }}
    >
      {shown ? (
        <OpportunityPanelBody
          key={`${shown.id}:${openings}:${initialMode}`}
          opportunity={shown}
          initialMode={initialMode}
          titleId={titleId}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Drawer>
  );
};
