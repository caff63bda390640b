import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Paper, Skeleton, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import type { CaughtMail } from '../api/types';
import { formatDateTime } from '../format/date';
import { errorMessage } from '../providers/api-error';
import type { AppDataProvider } from '../providers/data-provider';
import { formatBytes } from './caught-mail-selection';

type ViewTab = 'html' | 'text' | 'headers' | 'raw';

const TABS: ReadonlyArray<{ value: ViewTab; label: string }> = [
  { value: 'html', label: 'HTML' },
  { value: 'text', label: 'Text' },
  { value: 'headers', label: 'Headers' },
  { value: 'raw', label: 'Raw source' },
];

const Source = ({ children, label }: { children: string; label: string }) => (
  <Box
    component="pre"
    aria-label={label}
    sx={{ m: 0, p: 2, overflow: 'auto', maxHeight: 600, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word', bgcolor: 'action.hover', borderRadius: 1 }}
  >
    {children}
  </Box>
);

const Field = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary" sx={{ width: 90, flexShrink: 0 }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
      {value}
    </Typography>
  </Box>
);

const MessageBody = ({ mail, tab }: { mail: CaughtMail; tab: ViewTab }) => {
  if (tab === 'html') {
    if (!mail.html) return <Alert severity="info">This message has no HTML part.</Alert>;
    // The HTML is shown as sent, in a frame with every sandbox restriction (no scripts, forms or same-origin access).
    return (
      <Box
        component="iframe"
        title="Message HTML"
        sandbox=""
        srcDoc={mail.html}
        sx={{ width: '100%', height: 600, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#ffffff' }}
      />
    );
  }
  if (tab === 'text') return mail.text ? <Source label="Message text">{mail.text}</Source> : <Alert severity="info">This message has no text part.</Alert>;
  if (tab === 'raw') return <Source label="Raw source">{mail.raw}</Source>;
  return (
    <Table size="small" aria-label="Message headers">
      <TableHead>
        <TableRow>
          <TableCell>Header</TableCell>
          <TableCell>Value</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {mail.headers.map((header, index) => (
          <TableRow key={`${header.key}-${index}`}>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', verticalAlign: 'top' }}>{header.key}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{header.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** One caught message: its envelope, then the HTML (sandboxed), text, headers or raw source. */
export const CaughtMailViewer = ({ id }: { id: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [tab, setTab] = useState<ViewTab>('html');
  const message = useQuery({ queryKey: ['mail', 'caught', id], queryFn: () => dataProvider.getCaughtMail(id), retry: false });

  if (message.isError) return <Alert severity="error">{`Failed to load the message: ${errorMessage(message.error)}`}</Alert>;
  if (!message.data) {
    return (
      <Box aria-busy="true" aria-label="Loading the message">
        <Skeleton width="60%" height={32} />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={400} sx={{ mt: 2 }} />
      </Box>
    );
  }
  const mail = message.data;
  return (
    <Box component="section" aria-label="Message">
      <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
        {mail.subject?.trim() || '(no subject)'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.5, mt: 1 }}>
        <Field label="From" value={mail.from ?? '—'} />
        <Field label="To" value={mail.to.join(', ') || '—'} />
        <Field label="Date" value={formatDateTime(mail.date)} />
        <Field label="Message-ID" value={mail.message_id ?? '—'} />
        <Field label="Size" value={formatBytes(mail.size)} />
      </Box>
      <Tabs value={tab} onChange={(_event, next: ViewTab) => setTab(next)} sx={{ mt: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((item) => (
          <Tab key={item.value} value={item.value} label={item.label} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: tab === 'headers' ? 0 : 1, overflow: 'hidden' }}>
        <MessageBody mail={mail} tab={tab} />
      </Paper>
    </Box>
  );
};
