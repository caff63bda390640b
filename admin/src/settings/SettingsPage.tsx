import { Box, Stack, Typography } from '@mui/material';
import { usePageTitle } from '../layout/use-page-title';
import { AppearanceCard } from './AppearanceCard';
import { ConfigurationCard } from './ConfigurationCard';
import { SystemHealthCard } from './SystemHealthCard';

/** /settings: appearance, system health and the effective configuration. */
const SettingsPage = () => {
  usePageTitle('Settings');
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Settings
      </Typography>
      <Stack spacing={3}>
        <AppearanceCard />
        <SystemHealthCard />
        <ConfigurationCard />
      </Stack>
    </Box>
  );
};

export default SettingsPage;
