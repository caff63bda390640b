import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { AdminOnly, ApiTokenOnly, ForTokenScope } from 'src/common/decorators/auth.decorators';
import { BEARER_AUTH } from 'src/common/http/api-docs.constants';
import { InboundMailResponseDto } from './dto/inbound-mail-response.dto';
import { InboundMailError, InboundMailErrorCode } from './inbound-mail.errors';
import { InboundMailService } from './inbound-mail.service';

/** Read as a raw body (any content type) up to this size by app.setup, before Nest's JSON parser. */
export const INBOUND_MAIL_PATH = '/api/mail/inbound';
export const INBOUND_MAIL_LIMIT = '10mb';

@ApiTags('Inbound mail')
@ApiErrorResponses()
@Controller()
export class InboundMailController {
  constructor(private readonly inbound: InboundMailService) {}

  /** One raw RFC 822 message that came back to our mailboxes (API token; at most 10 MB); idempotent on Message-ID. */
  @Post('api/mail/inbound')
  @ApiTokenOnly()
  // Inbound mail suppresses addresses and stops runs: only an admin's token or one minted for the mail gateway with
  // the inbound scope (`npm run token:create -- --scope inbound`) may post it, not any staff member's.
  @AdminOnly()
  @ForTokenScope('inbound')
  @HttpCode(200)
  @ApiBearerAuth(BEARER_AUTH)
  @ApiOperation({ summary: "Post one inbound message (reply, out-of-office, delivery report; an admin's API token or an inbound-scoped one, at most 10 MB)" })
  @ApiConsumes('message/rfc822')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: InboundMailResponseDto })
  async receive(@Req() req: Request): Promise<InboundMailResponseDto> {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) {
      throw new InboundMailError(InboundMailErrorCode.MessageInvalid, 'Send the raw RFC 822 message as the request body (Content-Type: message/rfc822)');
    }
    const outcome = await this.inbound.receive(body);
    return { success: true, id: outcome.id, kind: outcome.kind, matched_by: outcome.matched_by, effect: outcome.effect, note: outcome.note, duplicate: outcome.duplicate };
  }
}
