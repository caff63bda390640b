import { Box, alpha } from '@mui/material';
import { placeholderParts } from '../placeholders';

/** Text with its {{placeholders}} highlighted. */
export const PlaceholderText = ({ text }: { text: string }) => (
  <>
    {placeholderParts(text).map((part, index) =>
      part.placeholder ? (
        <Box
          key={index}
          component="mark"
          sx={{ bgcolor: (theme) => alpha(theme.palette.warning.main, 0.28), color: 'text.primary', borderRadius: 0.5, px: 0.25, fontFamily: 'monospace', fontSize: '0.9em' }}
        >
          {part.text}
        </Box>
      ) : (
        <span key={index}>{part.text}</span>
      ),
    )}
  </>
);
