import type { ReactElement } from 'react';
import { createBrowserRouter } from 'react-router-dom';

/**
 * The browser's router: a data router (react-admin mounts inside it, as under its own default router) so that screens
 * can ask before in-app navigation leaves unsaved work (`useBlocker`), not only before the tab closes.
 */
export const createAppRouter = (app: ReactElement) => createBrowserRouter([{ path: '*', element: app }]);
