import { lazy } from 'react';
import TemplatesIcon from '@mui/icons-material/ArticleOutlined';
import type { TemplateRecord } from '../api/types';
import type { ResourceScreens } from '../screens/screen-types';

/**
 * The templates resource, whose screen lives at /automation/templates: the card list, with the editor overlay on
 * top at /automation/templates/new and /automation/templates/:id (the list's own route reads the rest of the path,
 * so the list stays mounted, with its page and search, while the editor is open).
 */
export const templates: ResourceScreens = {
  name: 'templates',
  list: lazy(() => import('./list/TemplatesListPage')),
  icon: TemplatesIcon,
  recordRepresentation: (record) => String((record as Partial<TemplateRecord>).name || record.id),
};
