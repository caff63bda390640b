import { lazy } from 'react';
import SuppressionIcon from '@mui/icons-material/BlockOutlined';
import type { SuppressionRecord } from '../providers/suppressions-methods';
import type { ResourceScreens } from '../screens/screen-types';

/** The suppression list resource, whose screen lives at /ops/suppressions (list only; add and remove are dialogs). */
export const suppressions: ResourceScreens = {
  name: 'suppressions',
  list: lazy(() => import('./SuppressionsListPage')),
  icon: SuppressionIcon,
  recordRepresentation: (record) => String((record as Partial<SuppressionRecord>).email || record.id),
};
