import { lazy } from 'react';
import SequencesIcon from '@mui/icons-material/AccountTreeOutlined';
import type { ResourceScreens } from '../screens/screen-types';

/**
 * The sequences resource, whose screens live at /automation/sequences: the card list, the detail page
 * (/automation/sequences/:id, tabs Overview, Designer, History) and the designer (/automation/sequences/:id/designer,
 * where the id may be `new`).
 */
export const sequences: ResourceScreens = {
  name: 'sequences',
  list: lazy(() => import('./list/SequencesListPage')),
  icon: SequencesIcon,
  recordRepresentation: (record) => String((record as { name?: unknown }).name || record.id),
  routes: [
    { path: ':id', component: lazy(() => import('./detail/SequenceDetailPage')) },
    { path: ':id/designer', component: lazy(() => import('./designer/SequenceDesignerPage')) },
  ],
};
