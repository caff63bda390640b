import { Box, Stack, Typography } from '@mui/material';
import { usePageTitle } from '../layout/use-page-title';
import { AppearanceCard } from './AppearanceCard';
import { ConfigurationCard } from './ConfigurationCard';
import { SendingLimitsCard } from './SendingLimitsCard';
import { SentMailCard } from './SentMailCard';
import { SystemHealthCard } from './SystemHealthCard';

/** /settings: appearance, system health, the effective configuration, the sending limits and a link to Sent mail. */
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
        <SendingLimitsCard />
        <SentMailCard />
      </Stack>
    </Box>
  );
};

export default SettingsPage;
