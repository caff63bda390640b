import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RaRecord } from 'react-admin';

export type NavGroupId = 'core' | 'automation-build' | 'automation-run' | 'analytics' | 'settings';

/**
 * A react-admin resource as its folder's index.ts exports it: the screens react-admin routes to
 * (`list` at /name, `create` at /name/create, `edit` at /name/:id, `show` at /name/:id/show), its icon and how a
 * record is named, plus extra routes under /name (e.g. a detail page keyed by something other than the id).
 * When its screen entry's path is not /name (templates live at /automation/templates), the same routes answer
 * under that path instead, and /name/* redirects there.
 */
export interface ResourceScreens {
  name: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: SvgIconComponent;
  recordRepresentation: (record: RaRecord) => string;
  routes?: ReadonlyArray<{ path: string; component: ComponentType }>;
}

/** One entry of the app's screen registry: a sidebar link and what answers at its path. */
export interface ScreenEntry {
  label: string;
  path: string;
  icon: SvgIconComponent;
  group: NavGroupId;
  /** A resource (routes registered through react-admin's <Resource>) ... */
  resource?: ResourceScreens;
  /** ... or a single page at `path`. Neither: not built yet (kept in the route map, hidden from the sidebar). */
  page?: ComponentType;
  /** Served by the backend outside the SPA; opened as a plain link in a new tab. */
  external?: boolean;
  /** Listed for admins only, even where its group is open to everyone (the server lets only admins in). */
  adminOnly?: boolean;
  /** Routed but not listed in the sidebar (reached through links on other screens). */
  hidden?: boolean;
}
