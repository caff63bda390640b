import { Alert, AlertTitle, Box, Button, Card, CardContent, CardHeader, Checkbox, FormControlLabel, FormHelperText, Link, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Link as RouterLink } from 'react-router-dom';
import type { SequenceTestSendResult } from '../../../api/types';
import { OUTBOX_PATH } from '../designer-rules';
import { TEST_SEND_SUCCESS, VIEW_IN_OUTBOX } from '../use-designer-test-send';

export interface TestSendCardProps {
  address: string;
  onAddressChange: (value: string) => void;
  testMode: boolean;
  onTestModeChange: (value: boolean) => void;
  /** Why sending is off (no steps, a first step with no template or that sends no email, such as a call step), or null. */
  hint: string | null;
  sending: boolean;
  result: SequenceTestSendResult | null;
  onSend: () => void;
}

const ResultRow = ({ label, value }: { label: string; value: string | null }) => (
  <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
    <Box component="span" sx={{ fontWeight: 600 }}>{`${label}: `}</Box>
    {value || '—'}
  </Typography>
);

/** Sends the first step, filled for the example contact, to one address. */
export const TestSendCard = ({ address, onAddressChange, testMode, onTestModeChange, hint, sending, result, onSend }: TestSendCardProps) => (
  <Card variant="outlined" component="section" aria-label="Test Send">
    <CardHeader title="Test Send" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
    <CardContent sx={{ pt: 0 }}>
      <Stack spacing={1.5}>
        <TextField
          size="small"
          type="email"
          label="Test Email Address"
          value={address}
          onChange={(event) => onAddressChange(event.target.value)}
        />
        <FormControlLabel
          control={<Checkbox checked={testMode} onChange={(event) => onTestModeChange(event.target.checked)} />}
          label="Test Mode (adds nonce to idempotency key)"
        />
        <Typography variant="body2" color="text.secondary">
          The first step is sent from the company address through the mail API of the company&apos;s Microsoft 365 work account
          (Microsoft Graph), filled in for an example contact. Without test mode, sending the same step to the same address again
          shows the earlier send instead of sending twice.
        </Typography>
        <Box>
          <Button variant="contained" startIcon={<SendIcon />} onClick={onSend} disabled={hint !== null || sending} loading={sending} fullWidth>
            Send Test Email
          </Button>
          {hint && <FormHelperText>{hint}</FormHelperText>}
        </Box>
        {result && (
          <Alert severity="success" role="status" aria-label="Test send result">
            <AlertTitle>{TEST_SEND_SUCCESS}</AlertTitle>
            <ResultRow label="Provider" value={result.provider} />
            <ResultRow label="From" value={result.from} />
            <ResultRow label="To" value={result.to} />
            <ResultRow label="Request ID" value={result.request_id} />
            <Link component={RouterLink} to={OUTBOX_PATH} variant="body2">{VIEW_IN_OUTBOX}</Link>
          </Alert>
        )}
      </Stack>
    </CardContent>
  </Card>
);
