import type { AppViewRoute } from '@bull-board/api/typings/app';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response } from 'express';

/** The dashboard page's stylesheet link to Google Fonts: our CSP allows no outside styles or fonts. */
const OUTSIDE_FONTS_LINK = /<link[^>]*href="https:\/\/fonts\.googleapis\.com\/[^"]*"[^>]*>\s*/g;

/**
 * @bull-board's Express app (a separate app mounted under /admin/queues) without the `X-Powered-By` header, and
 * a dashboard page that does not ask for web fonts from another site (the UI falls back to system fonts).
 */
export class BullBoardExpressAdapter extends ExpressAdapter {
  constructor() {
    super();
    this.app.disable('x-powered-by');
  }

  override setEntryRoute(routeDef: AppViewRoute): ExpressAdapter {
    const viewHandler = (_req: Request, res: Response, next: NextFunction): void => {
      const { name, params } = routeDef.handler({ basePath: this.basePath, uiConfig: this.uiConfig });
      res.render(name, params, (error: Error | null, page: string) => {
        if (error) next(error);
        else res.send(page.replace(OUTSIDE_FONTS_LINK, ''));
      });
    };
    const routes = Array.isArray(routeDef.route) ? routeDef.route : [routeDef.route];
    for (const route of routes) this.app[routeDef.method](route, viewHandler);
    return this;
  }
}
