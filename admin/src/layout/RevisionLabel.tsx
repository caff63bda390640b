import { Box, Typography } from '@mui/material';
import { appConfig } from '../config';

/**
 * Small build-revision label at the bottom right of the page. It is a footer in the page flow, after the content,
 * never positioned over it: at the foot of the viewport on short pages, below the last row on long ones.
 */
export const RevisionLabel = () => (
  <Box component="footer" sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 0.5 }}>
    <Typography
      variant="caption"
      data-testid="build-revision"
      aria-label={`Build revision ${appConfig.buildRevision}`}
      sx={{ px: 0.75, color: 'text.disabled', fontFamily: 'monospace', fontSize: 11 }}
    >
      rev {appConfig.buildRevision}
    </Typography>
  </Box>
);
