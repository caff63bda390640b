import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses, ErrorEnvelopeDto } from 'src/common/dto/error-envelope.dto';
import { BulkRunActionDto, BulkRunActionResponseDto, RunActionDto, RunActionResponseDto, RunListQueryDto, RunListResponseDto } from './dto/runs.dto';
import type { RunAction } from './run-state.policy';
import { RunsService } from './runs.service';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/**
 * Sequence runs for the operations screens (Active Runs, Live Queue). Anyone signed in may list; an action needs an
 * admin, the sequence's owner or the user who enrolled the contact (403 otherwise); illegal moves answer 409. The bulk
 * route applies the same rules per run and reports each outcome instead of failing the call.
 */
@ApiTags('Runs')
@ApiErrorResponses()
@Controller('api/enrollments')
export class RunsController {
  constructor(private readonly runs: RunsService) {}

  @Get()
  @ApiOperation({
    summary: 'Runs by state (active soonest first, ended latest first, all newest first), optionally only the due ones, one sequence\'s, or those whose contact\'s name or email contains q; 20 a page',
  })
  @ApiOkResponse({ type: RunListResponseDto })
  list(@Query() q: RunListQueryDto, @CurrentUser() user: AuthUser): Promise<RunListResponseDto> {
    return this.runs.list(
      { state: q.state ?? 'active', dueOnly: q.due === 'now', sequenceId: q.sequence_id, search: q.q, page: q.page ?? 1, limit: q.limit ?? 20 },
      user,
    );
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pause or cancel up to 100 runs; each is checked as on its own route (who may change it, its state) and answered with its outcome, the others still changed',
  })
  @ApiOkResponse({ type: BulkRunActionResponseDto })
  bulk(@Body() body: BulkRunActionDto, @CurrentUser() user: AuthUser): Promise<BulkRunActionResponseDto> {
    return this.runs.bulk(body.action, body.ids, user, body.reason?.trim() || null);
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause an active run (next run kept)' })
  @ApiOkResponse({ type: RunActionResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'Not active, or ended', type: ErrorEnvelopeDto })
  pause(@Param('id', uuid) id: string, @Body() body: RunActionDto, @CurrentUser() user: AuthUser): Promise<RunActionResponseDto> {
    return this.act(id, 'pause', body, user);
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reactivate a paused run; its next run is recomputed inside the send window' })
  @ApiOkResponse({ type: RunActionResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'Not paused, held by its paused sequence, or ended', type: ErrorEnvelopeDto })
  reactivate(@Param('id', uuid) id: string, @Body() body: RunActionDto, @CurrentUser() user: AuthUser): Promise<RunActionResponseDto> {
    return this.act(id, 'reactivate', body, user);
  }

  @Post(':id/advance')
  @HttpCode(200)
  @ApiOperation({ summary: 'Skip to the next step, due now; on the last step the run completes' })
  @ApiOkResponse({ type: RunActionResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'Ended', type: ErrorEnvelopeDto })
  advance(@Param('id', uuid) id: string, @Body() body: RunActionDto, @CurrentUser() user: AuthUser): Promise<RunActionResponseDto> {
    return this.act(id, 'advance', body, user);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the run as canceled, with who and why in end_reason' })
  @ApiOkResponse({ type: RunActionResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'Ended', type: ErrorEnvelopeDto })
  cancel(@Param('id', uuid) id: string, @Body() body: RunActionDto, @CurrentUser() user: AuthUser): Promise<RunActionResponseDto> {
    return this.act(id, 'cancel', body, user);
  }

  private async act(id: string, action: RunAction, body: RunActionDto, user: AuthUser): Promise<RunActionResponseDto> {
    const reason = body?.reason?.trim() || null;
    return { success: true, error: null, enrollment: await this.runs.act(id, action, user, reason) };
  }
}
