import { Box, Button, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';

/** Title, subtitle and the "Refresh & Sync" button. */
export const ListHeader = ({ onSync, syncing }: { onSync: () => void; syncing: boolean }) => (
  <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
    <Box>
      <Typography variant="h4" component="h1">
        Q2G Opportunities
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Manage and track your Q2G lead opportunities
      </Typography>
    </Box>
    <Button variant="contained" startIcon={<SyncIcon />} onClick={onSync} loading={syncing} loadingPosition="start">
      Refresh &amp; Sync
    </Button>
  </Box>
);
