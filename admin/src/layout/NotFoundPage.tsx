import { Box, Button, Paper, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from './use-page-title';

/** Catch-all inside the shell, also for screens that are not built yet. */
export const NotFoundPage = () => {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="overline" color="text.secondary">
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          There is no screen at this address (yet).
        </Typography>
        <Typography
          component="code"
          data-testid="not-found-path"
          sx={{ display: 'inline-block', mb: 3, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace' }}
        >
          {pathname}
        </Typography>
        <Box>
          <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
            Back to home
          </Button>
        </Box>
      </Paper>
    </Box>
  );
};

export default NotFoundPage;
