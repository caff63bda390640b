import { useState } from 'react';
import { Button, CircularProgress, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { useQuery } from '@tanstack/react-query';
import { failureMessage, useEditorApi } from '../editor-api';
import { mergeTagText } from '../rules/merge-tag-html';

/** The "Merge variables" menu: the server's variables by group; choosing one inserts its chip. */
export const MergeTagMenu = ({ onInsert }: { onInsert: (key: string) => void }) => {
  const api = useEditorApi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, error, isPending } = useQuery({
    queryKey: ['template-variables'],
    queryFn: () => api.getTemplateVariables(),
    enabled: anchor !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const items = (data ?? []).flatMap((group) => [
    <ListSubheader key={`group-${group.name}`}>{group.name}</ListSubheader>,
    ...group.items.map((item) => (
      <MenuItem
        key={`${group.name}-${item.key}`}
        onClick={() => {
          setAnchor(null);
          onInsert(item.key);
        }}
      >
        <ListItemText primary={item.label} secondary={item.example ? `${mergeTagText(item.key)} · e.g. ${item.example}` : mergeTagText(item.key)} />
      </MenuItem>
    )),
  ]);

  return (
    <>
      <Button
        size="small"
        startIcon={<DataObjectIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
      >
        Merge variables
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 420 } } }}>
        {isPending ? (
          <MenuItem disabled>
            <CircularProgress size={16} sx={{ mr: 1 }} /> Loading variables…
          </MenuItem>
        ) : null}
        {error ? <MenuItem disabled>Could not load variables: {failureMessage(error)}</MenuItem> : null}
        {data && data.length === 0 ? <MenuItem disabled>No variables available</MenuItem> : null}
        {items}
      </Menu>
    </>
  );
};
