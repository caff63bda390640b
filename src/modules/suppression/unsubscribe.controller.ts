import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from 'src/common/decorators/auth.decorators';
import { TEST_UNSUBSCRIBE_TOKEN, UNSUBSCRIBE_PAGE_CSP, type UnsubscribePageKind, unsubscribePage } from './unsubscribe-page.policy';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * The recipient's unsubscribe link, public (the token is the authority; no session, so no CSRF token either).
 * POST is the RFC 8058 one-click request (body `List-Unsubscribe=One-Click`) and the page's own form alike; the
 * body is not needed. HTML pages, not API envelopes: an invalid link answers 400 with a page that names nothing.
 */
@ApiExcludeController()
@Public()
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @Get(':token')
  async page(@Param('token') token: string, @Res() res: Response): Promise<void> {
    this.send(res, token === TEST_UNSUBSCRIBE_TOKEN ? 'test' : await this.unsubscribe.view(token));
  }

  @Post(':token')
  async confirm(@Param('token') token: string, @Res() res: Response): Promise<void> {
    this.send(res, token === TEST_UNSUBSCRIBE_TOKEN ? 'test' : await this.unsubscribe.unsubscribe(token));
  }

  private send(res: Response, kind: UnsubscribePageKind): void {
    res
      .status(kind === 'invalid' ? 400 : 200)
      .setHeader('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP)
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Referrer-Policy', 'no-referrer')
      .type('html')
      .send(unsubscribePage(kind, this.unsubscribe.companyName));
  }
}
