import { Body, Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, OwnerOrAdmin } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SequenceErrorDto, SequenceStateResponseDto } from './dto/sequence-response.dto';
import { ChangeSequenceStateDto } from './dto/sequence-state.dto';
import { SequenceStateService } from './sequence-state.service';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('Sequences')
@ApiErrorResponses()
@Controller('api/v1/sequences')
export class SequenceStateController {
  constructor(private readonly states: SequenceStateService) {}

  @Get(':id/state')
  @ApiOperation({ summary: 'The sequence card (state, counts, updated_at for the next change)' })
  @ApiOkResponse({ type: SequenceStateResponseDto })
  @ApiErrorResponses({ notFound: true })
  async get(@Param('id', uuid) id: string): Promise<SequenceStateResponseDto> {
    return { success: true, sequence: await this.states.get(id), idempotent: true };
  }

  @Patch(':id/state')
  @OwnerOrAdmin('sequence', { param: 'id', message: "You don't have permission to change sequence state" })
  @ApiOperation({
    summary: 'Switch a sequence between active and paused (owner or admin)',
    description: 'Stale updated_at → 409 CONFLICT with the server copy; same state → idempotent true; no steps → 422 NO_STEPS; archived → 409 SEQUENCE_ARCHIVED.',
  })
  @ApiOkResponse({ type: SequenceStateResponseDto })
  @ApiConflictResponse({ type: SequenceErrorDto })
  @ApiForbiddenResponse({ type: SequenceErrorDto })
  @ApiUnprocessableEntityResponse({ type: SequenceErrorDto })
  @ApiErrorResponses({ notFound: true })
  async change(@Param('id', uuid) id: string, @Body() body: ChangeSequenceStateDto, @CurrentUser() user: AuthUser): Promise<SequenceStateResponseDto> {
    const { sequence, idempotent } = await this.states.change(id, { state: body.state, reason: body.reason, updatedAt: body.updated_at }, user);
    return { success: true, sequence, idempotent };
  }
}
