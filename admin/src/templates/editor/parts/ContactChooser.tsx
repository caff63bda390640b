import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi, type EditorContact } from '../editor-api';

export const RECENT_CONTACTS_LIMIT = 10;

export const contactName = (contact: EditorContact): string =>
  contact.name?.trim() || [contact.first_name, contact.last_name].filter(Boolean).join(' ').trim() || contact.email || String(contact.id);

interface ContactOption {
  contact: EditorContact;
  group: string;
}

/** Chooses the example contact the preview and test send are filled with: example contacts, then recent ones. */
export const ContactChooser = ({ value, onChange }: { value: EditorContact | null; onChange: (contact: EditorContact | null) => void }) => {
  const api = useEditorApi();
  const examples = useQuery({ queryKey: ['template-example-contacts'], queryFn: () => api.getExampleContacts(), retry: false, staleTime: 60_000 });
  const recent = useQuery({
    queryKey: ['template-recent-contacts', RECENT_CONTACTS_LIMIT],
    queryFn: () => api.getRecentContacts(RECENT_CONTACTS_LIMIT),
    retry: false,
    staleTime: 60_000,
  });
  const options = useMemo<ContactOption[]>(
    () => [
      ...(examples.data ?? []).map((contact) => ({ contact, group: 'Example contacts' })),
      ...(recent.data ?? []).map((contact) => ({ contact, group: 'Recent contacts' })),
    ],
    [examples.data, recent.data],
  );
  const selected = value ? (options.find((option) => String(option.contact.id) === String(value.id)) ?? { contact: value, group: '' }) : null;

  return (
    <Autocomplete
      size="small"
      options={options}
      groupBy={(option) => option.group}
      value={selected}
      loading={examples.isPending || recent.isPending}
      onChange={(_event, option) => onChange(option?.contact ?? null)}
      getOptionLabel={(option) => contactName(option.contact)}
      getOptionKey={(option) => `${option.group}-${String(option.contact.id)}`}
      isOptionEqualToValue={(a, b) => String(a.contact.id) === String(b.contact.id)}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {contactName(option.contact)}
            {option.contact.email ? ` · ${option.contact.email}` : ''}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label="Example contact" helperText={examples.error || recent.error ? 'Some contacts could not be loaded' : 'Fills the merge tags in preview and test send'} />
      )}
    />
  );
};
