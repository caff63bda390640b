import { Box, ButtonBase, Typography } from '@mui/material';
import type { CallOutcome } from '../api/types';
import { CALL_OUTCOMES } from './call-outcomes';
import { OutcomeIcon } from './OutcomeIcon';

export interface OutcomeCardsProps {
  selected: CallOutcome | null;
  onSelect: (outcome: CallOutcome) => void;
  disabled?: boolean;
}

/** The seven outcome cards; each is a toggle button (aria-pressed). */
export const OutcomeCards = ({ selected, onSelect, disabled = false }: OutcomeCardsProps) => (
  <Box
    role="group"
    aria-label="Call outcome"
    sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
  >
    {CALL_OUTCOMES.map(({ value, label }) => {
      const pressed = selected === value;
      return (
        <ButtonBase
          key={value}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={() => onSelect(value)}
          focusRipple
          sx={{
            flexDirection: 'column',
            gap: 0.5,
            p: 1.25,
            borderRadius: 1,
            border: 1,
            borderColor: pressed ? 'primary.main' : 'divider',
            bgcolor: pressed ? 'action.selected' : 'background.paper',
            boxShadow: (theme) => (pressed ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
            transition: 'background-color 120ms, border-color 120ms',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          }}
        >
          <OutcomeIcon outcome={value} />
          <Typography variant="body2" fontWeight={pressed ? 700 : 500} color="text.primary">
            {label}
          </Typography>
        </ButtonBase>
      );
    })}
  </Box>
);
