import { useCallback, useEffect } from 'react';
import { ListBase, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { TemplateRecord } from '../../api/types';
import { usePageTitle } from '../../layout/use-page-title';
import { TEMPLATES_PAGE_SIZE } from '../../providers/templates-methods';
import { NEW_TEMPLATE_PATH, templatePath } from '../paths';
import { TemplatePicker } from '../picker/TemplatePicker';
import { EditorOverlayRoute } from './EditorOverlayRoute';
import { TemplatesGrid } from './TemplatesGrid';
import { TemplatesPagination } from './TemplatesPagination';
import { useTemplateSearch } from './use-template-search';

const QUERY_OPTIONS = {
  refetchOnWindowFocus: false,
  // The grid shows its own error box with "Try again" instead of react-admin's error notification.
  onError: () => undefined,
};

const TemplatesScreen = () => {
  const navigate = useNavigate();
  const { isFetching, isPending, data, total, page, setPage, refetch } = useListContext<TemplateRecord>();
  const search = useTemplateSearch();
  const create = useCallback(() => void navigate(NEW_TEMPLATE_PATH), [navigate]);
  const edit = useCallback((id: string) => void navigate(templatePath(id)), [navigate]);

  // Deleting the last card of a later page leaves that page empty: step back to the page before.
  useEffect(() => {
    if (!isPending && data?.length === 0 && page > 1 && (total ?? 0) > 0) setPage(page - 1);
  }, [isPending, data, page, total, setPage]);

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Email Templates
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Emails with merge tags, used by the steps of your sequences
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
          New Template
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <TextField
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder="Search templates by name or subject"
          size="small"
          sx={{ flex: '2 1 320px' }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search templates', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ flex: '1 1 280px' }}>
          <TemplatePicker label="Open template" value={null} onChange={(id) => id && edit(id)} />
        </Box>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && !isPending ? <LinearProgress aria-label="Loading templates" /> : null}</Box>
      <TemplatesGrid onEdit={edit} onCreate={create} />
      <TemplatesPagination />
      <EditorOverlayRoute onClosed={() => void refetch()} />
    </Box>
  );
};

/**
 * /automation/templates: react-admin's list controller over getList('templates'), 20 cards a page, most recently
 * changed first, searched by name and subject. The page and search live in the screen, not the URL, because the rest
 * of the path belongs to the editor overlay (/new, /:id).
 */
const TemplatesListPage = () => {
  usePageTitle('Templates');
  return (
    <ListBase
      resource="templates"
      perPage={TEMPLATES_PAGE_SIZE}
      sort={{ field: 'updated_at', order: 'DESC' }}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={QUERY_OPTIONS}
    >
      <TemplatesScreen />
    </ListBase>
  );
};

export default TemplatesListPage;
