import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import {
  DomainHoldListResponseDto, DomainHoldResponseDto, MailboxOverviewResponseDto, PausedMailboxListResponseDto, PausedMailboxResponseDto, toDomainHoldDto,
  toMailboxUseDto, toPausedMailboxDto,
} from './dto/mailbox-pauses.dto';
import { MailboxBudgetService } from './mailbox-budget.service';
import { MailboxPauseService } from './mailbox-pause.service';
import { RecipientDomainHoldService } from './recipient-domain-hold.service';

/**
 * Paused sending mailboxes and held recipient domains: every signed-in user may see them; only admins resume a mailbox
 * or release a domain.
 */
@ApiTags('Mailboxes')
@ApiErrorResponses()
@Controller('api/mailboxes')
export class MailboxPausesController {
  constructor(
    private readonly pauses: MailboxPauseService,
    private readonly holds: RecipientDomainHoldService,
    private readonly budget: MailboxBudgetService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The sending mailboxes with their per-minute and per-day limits, what each used, and whether it is paused' })
  @ApiOkResponse({ type: MailboxOverviewResponseDto })
  async overview(): Promise<MailboxOverviewResponseDto> {
    const { perMinute, perDay, mailboxes } = await this.budget.overview();
    return { success: true, per_minute: perMinute, per_day: perDay, items: mailboxes.map(toMailboxUseDto) };
  }

  @Get('paused')
  @ApiOperation({ summary: 'Sending mailboxes paused because the evidence says the sender is blocked, longest paused first, with the messages that tripped each' })
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

  @Get('domain-holds')
  @ApiOperation({ summary: 'Recipient domains held back after a policy refusal of one of our sends (nothing is sent to them until held_until)' })
  @ApiOkResponse({ type: DomainHoldListResponseDto })
  async domainHolds(): Promise<DomainHoldListResponseDto> {
    return { success: true, items: (await this.holds.list()).map(toDomainHoldDto) };
  }

  @Post('domain-holds/:domain/release')
  @HttpCode(200)
  @AdminOnly()
  @ApiParam({ name: 'domain', example: 'example.com' })
  @ApiOperation({ summary: 'Release a held recipient domain early (admin); 404 when it is not held' })
  @ApiOkResponse({ type: DomainHoldResponseDto })
  async release(@Param('domain') domain: string): Promise<DomainHoldResponseDto> {
    return { success: true, item: toDomainHoldDto(await this.holds.release(domain)) };
  }
}
