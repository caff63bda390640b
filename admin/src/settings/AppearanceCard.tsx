import { Card, CardContent, CardHeader, FormControlLabel, Switch, Typography } from '@mui/material';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import { useTheme } from 'react-admin';

/** 'Dark mode' switch; same preference ('la.theme') as the sidebar toggle. */
export const AppearanceCard = () => {
  const [mode, setMode] = useTheme();
  return (
    <Card>
      <CardHeader avatar={<PaletteIcon color="primary" />} title="Appearance" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <FormControlLabel
          control={<Switch checked={mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />}
          label="Dark mode"
        />
        <Typography variant="body2" color="text.secondary">
          Your choice is remembered on this device.
        </Typography>
      </CardContent>
    </Card>
  );
};
