import { Box, Button, Paper, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from './use-page-title';

/** `?from=` when it is a path of this site (the server's admin-only pages send staff here with it). */
const refusedPath = (from: string | null): string | null =>
  from !== null && from.startsWith('/') && !from.startsWith('//') ? from : null;

/** Shown inside the shell when a signed-in user opens a page their role may not use (e.g. /admin/queues). */
export const NotAllowedPage = () => {
  const [params] = useSearchParams();
  const path = refusedPath(params.get('from'));
  usePageTitle('Not allowed');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="overline" color="text.secondary">
          403
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          Not allowed
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Your account does not have access to this page. Ask an administrator if you need it.
        </Typography>
        {path && (
          <Typography
            component="code"
            data-testid="not-allowed-path"
            sx={{ display: 'inline-block', mb: 1, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace' }}
          >
            {path}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
            Back to home
          </Button>
        </Box>
      </Paper>
    </Box>
  );
};

export default NotAllowedPage;
