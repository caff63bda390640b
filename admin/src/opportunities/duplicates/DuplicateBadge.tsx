import { Chip } from '@mui/material';
import { POSSIBLE_DUPLICATE } from './duplicate-words';

/** The list's "Possible duplicate" mark on a lead that may be the same customer as an earlier one. */
export const DuplicateBadge = () => (
  <Chip label={POSSIBLE_DUPLICATE} color="warning" size="small" variant="outlined" data-testid="possible-duplicate-badge" />
);
