import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { PausedMailboxListResponseDto, PausedMailboxResponseDto, toPausedMailboxDto } from './dto/mailbox-pauses.dto';
import { MailboxPauseService } from './mailbox-pause.service';

/** Sending mailboxes paused after a policy bounce: every signed-in user may see them; only admins resume one. */
@ApiTags('Mailboxes')
@ApiErrorResponses()
@Controller('api/mailboxes')
export class MailboxPausesController {
  constructor(private readonly pauses: MailboxPauseService) {}

  @Get('paused')
  @ApiOperation({ summary: 'Sending mailboxes paused because a receiving server refused our mail (policy bounce), longest paused first' })
  @ApiOkResponse({ type: PausedMailboxListResponseDto })
  async paused(): Promise<PausedMailboxListResponseDto> {
    return { success: true, items: (await this.pauses.list()).map(toPausedMailboxDto) };
  }

  @Post(':mailbox/resume')
  @HttpCode(200)
  @AdminOnly()
  @ApiParam({ name: 'mailbox', example: 'sales@movingco.example' })
  @ApiOperation({ summary: 'Resume a paused sending mailbox (admin), after fixing the sending setup; 404 when it is not paused' })
  @ApiOkResponse({ type: PausedMailboxResponseDto })
  async resume(@CurrentUser() user: AuthUser, @Param('mailbox') mailbox: string): Promise<PausedMailboxResponseDto> {
    return { success: true, item: toPausedMailboxDto(await this.pauses.resume(mailbox, user.email)) };
  }
}
