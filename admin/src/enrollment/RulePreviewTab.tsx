import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RulePreview } from '../api/types';
import { formatDate, personName } from './enrollment-format';

const Figure = ({ label, value }: { label: string; value: number }) => (
  <Card variant="outlined" sx={{ flex: 1 }}>
    <CardContent>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h5">{value.toLocaleString()}</Typography>
    </CardContent>
  </Card>
);

/** 'Preview': what the last previewed rule would enroll. */
export const RulePreviewTab = ({ ruleName, preview }: { ruleName: string; preview: RulePreview }) => (
  <Stack spacing={2}>
    <Typography variant="subtitle1" fontWeight={600}>{ruleName}</Typography>
    <Stack direction="row" spacing={2}>
      <Figure label="Total Eligible" value={preview.total_eligible} />
      <Figure label="Daily Projection" value={preview.daily_projection} />
      <Figure label="Days Remaining" value={preview.days_remaining} />
    </Stack>
    <Typography variant="subtitle2">Sample Contacts (first 50)</Typography>
    {preview.contacts.length === 0 ? (
      <Typography variant="body2" color="text.secondary">No eligible contacts</Typography>
    ) : (
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.contacts.map((contact) => (
            <TableRow key={contact.id}>
              <TableCell>{personName(contact)}</TableCell>
              <TableCell>{contact.email}</TableCell>
              <TableCell>{formatDate(contact.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
  </Stack>
);
