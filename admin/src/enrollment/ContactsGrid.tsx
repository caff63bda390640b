import type { UIEvent } from 'react';
import { Box, Checkbox, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import type { SortPayload } from 'react-admin';
import type { ContactListItem } from '../api/types';
import { contactLocalTime, contactRoute, relativeCreated } from './enrollment-format';

/** Columns; those with a `sort` field can be sorted (the server sorts by these). */
const COLUMNS: ReadonlyArray<{ label: string; sort?: string }> = [
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  { label: 'Company', sort: 'company' },
  { label: 'Origin' },
  { label: 'Destination' },
  { label: 'Phone' },
  { label: 'Source', sort: 'source' },
  { label: 'Created', sort: 'created_at' },
];

export interface ContactsGridProps {
  contacts: ContactListItem[];
  selectedIds: string[];
  onToggle: (contact: ContactListItem, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  sort: SortPayload;
  onSort: (sort: SortPayload) => void;
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
}

/** The contacts of the assignment dialog; scrolling near the end loads the next 50. */
export const ContactsGrid = ({ contacts, selectedIds, onToggle, onToggleAll, sort, onSort, loading, hasMore, onLoadMore }: ContactsGridProps) => {
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (hasMore && !loading && box.scrollTop + box.clientHeight >= box.scrollHeight - 120) onLoadMore();
  };
  const allSelected = contacts.length > 0 && contacts.every((contact) => selectedIds.includes(contact.id));
  const sortBy = (field: string) => onSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });

  return (
    <Box sx={{ maxHeight: 380, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} onScroll={onScroll} data-testid="contacts-scroll">
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox size="small" inputProps={{ 'aria-label': 'Select all contacts' }} checked={allSelected} onChange={(event) => onToggleAll(event.target.checked)} />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.label}>
                {column.sort ? (
                  <TableSortLabel
                    active={sort.field === column.sort}
                    direction={sort.field === column.sort && sort.order === 'ASC' ? 'asc' : 'desc'}
                    onClick={() => sortBy(column.sort ?? '')}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((contact) => {
            const route = contactRoute(contact);
            return (
              <TableRow key={contact.id} hover data-testid="contact-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    inputProps={{ 'aria-label': `Select ${contact.name}` }}
                    checked={selectedIds.includes(contact.id)}
                    onChange={(event) => onToggle(contact, event.target.checked)}
                  />
                </TableCell>
                <TableCell>{contact.name}</TableCell>
                <TableCell>{contact.email}</TableCell>
                <TableCell>{contact.company ?? '—'}</TableCell>
                <TableCell>
                  <span>{route.origin}</span>
                  {contactLocalTime(contact.timezone) && (
                    <Typography variant="caption" color="text.secondary" component="div" title="The contact's time zone: sends wait for its send window there">
                      {contactLocalTime(contact.timezone)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{route.destination}</TableCell>
                <TableCell>{contact.phone ?? '—'}</TableCell>
                <TableCell>{contact.source}</TableCell>
                <TableCell>{relativeCreated(contact.created_at)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {loading && <LinearProgress />}
      {!loading && contacts.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>No contacts found</Typography>
      )}
    </Box>
  );
};
