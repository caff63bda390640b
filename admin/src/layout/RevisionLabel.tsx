import { Typography } from '@mui/material';
import { appConfig } from '../config';

/**
 * Small build-revision label: fixed at the bottom right on wide screens; on phones (`inline`) it sits in the page
 * flow below the content so it never covers anything.
 */
export const RevisionLabel = ({ inline = false }: { inline?: boolean }) => (
  <Typography
    variant="caption"
    data-testid="build-revision"
    aria-label={`Build revision ${appConfig.buildRevision}`}
    sx={{
      ...(inline
        ? { display: 'block', alignSelf: 'flex-end', mr: 1, mb: 0.5 }
        : { position: 'fixed', right: 8, bottom: 4, zIndex: (theme) => theme.zIndex.snackbar - 1 }),
      px: 0.75,
      borderRadius: 1,
      color: 'text.disabled',
      bgcolor: 'background.paper',
      fontFamily: 'monospace',
      fontSize: 11,
      pointerEvents: 'none',
    }}
  >
    rev {appConfig.buildRevision}
  </Typography>
);
