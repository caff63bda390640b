import { lazy } from 'react';
import OpportunitiesIcon from '@mui/icons-material/LocalShippingOutlined';
import type { ResourceScreens } from '../screens/screen-types';

/**
 * The opportunities resource. The list is react-admin's list route (/opportunities); an opportunity's page is keyed
 * by its tracking number (/opportunities/:trackingNumber, the link staff share), so it is an extra route rather than
 * react-admin's /:id/show. Creating and editing happen in place (the New Opportunity dialog, the side panel and
 * the detail page's cards), so there are no create/edit routes.
 */
export const opportunities: ResourceScreens = {
  name: 'opportunities',
  list: lazy(() => import('./list/OpportunitiesListPage')),
  icon: OpportunitiesIcon,
  recordRepresentation: (record) => String(record.customer ?? record.customer_name ?? record.q2g_tracking_number ?? record.id),
  routes: [{ path: ':trackingNumber', component: lazy(() => import('./detail/OpportunityDetailPage')) }],
};
