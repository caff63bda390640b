import { useEffect } from 'react';
import { appConfig } from '../config';

/** Sets the browser tab title, e.g. 'Settings · Lead Automation'. */
export const usePageTitle = (title?: string): void => {
  useEffect(() => {
    document.title = title && title !== appConfig.productTitle ? `${title} · ${appConfig.productTitle}` : appConfig.productTitle;
  }, [title]);
};
