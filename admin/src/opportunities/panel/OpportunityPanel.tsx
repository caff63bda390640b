import type { OpportunityListItem } from '../opportunity-types';

export interface OpportunityPanelProps {
  /** The list item shown; null closes the drawer. */
  opportunity: OpportunityListItem | null;
  /** 'edit' when opened from the row's edit action. */
  initialMode?: 'view' | 'edit';
  onClose: () => void;
  /** Called after a successful save or status update so the list can reload. */
  onSaved?: () => void;
}

/** Placeholder: the right-drawer side panel (seed 000 §2) is being built. */
export const OpportunityPanel = (_props: OpportunityPanelProps) => null;
