import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { CaughtMailSummary } from '../api/types';
import { formatDateTime } from '../format/date';

/** The caught messages, newest first; the selected one is highlighted. */
export const CaughtMailList = ({
  messages,
  selectedId,
  onSelect,
}: {
  messages: readonly CaughtMailSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) => (
  <List disablePadding aria-label="Caught messages" sx={{ overflowY: 'auto' }}>
    {messages.map((message) => (
      <ListItemButton
        key={message.id}
        selected={message.id === selectedId}
        aria-current={message.id === selectedId ? 'true' : undefined}
        onClick={() => onSelect(message.id)}
        divider
        alignItems="flex-start"
      >
        <ListItemText
          primary={message.subject?.trim() || '(no subject)'}
          slotProps={{ primary: { noWrap: true, fontWeight: 600 }, secondary: { component: 'div' } }}
          secondary={
            <>
              <Typography variant="body2" color="text.secondary" noWrap>
                {`From ${message.from ?? 'unknown sender'}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {`To ${message.to.join(', ') || 'no recipient'}`}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(message.date)}
              </Typography>
            </>
          }
        />
      </ListItemButton>
    ))}
  </List>
);
