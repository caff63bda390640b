import { Chip, Tooltip } from '@mui/material';
import { POSSIBLE_DUPLICATE } from './duplicate-words';

/**
 * The list's mark on a lead that may be the same customer as an earlier one: short ("Duplicate?") so the Status
 * column keeps its width at laptop sizes; its full name is the tooltip and the accessible name.
 */
export const DuplicateBadge = () => (
  <Tooltip title={POSSIBLE_DUPLICATE}>
    <Chip label="Duplicate?" aria-label={POSSIBLE_DUPLICATE} color="warning" size="small" variant="outlined" data-testid="possible-duplicate-badge" />
  </Tooltip>
);
