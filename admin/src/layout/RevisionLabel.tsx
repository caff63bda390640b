import { Typography } from '@mui/material';
import { appConfig } from '../config';

/** Small build-revision label fixed at the bottom right. */
export const RevisionLabel = () => (
  <Typography
    variant="caption"
    data-testid="build-revision"
    aria-label={`Build revision ${appConfig.buildRevision}`}
    sx={{
      position: 'fixed',
      right: 8,
      bottom: 4,
      px: 0.75,
      borderRadius: 1,
      color: 'text.disabled',
      bgcolor: 'background.paper',
      fontFamily: 'monospace',
      fontSize: 11,
      zIndex: (theme) => theme.zIndex.snackbar - 1,
      pointerEvents: 'none',
    }}
  >
    rev {appConfig.buildRevision}
  </Typography>
);
