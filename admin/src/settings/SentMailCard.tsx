import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/ForwardToInboxOutlined';

/** Link to the Sent mail page (what the development mail catcher caught). */
export const SentMailCard = () => (
  <Card>
    <CardHeader avatar={<MailIcon color="primary" />} title="Sent mail" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Test emails caught by the development mail catcher, with their HTML, text, headers and raw source.
      </Typography>
      <Button component={RouterLink} to="/sent-mail" variant="outlined">
        Open Sent mail
      </Button>
    </CardContent>
  </Card>
);
