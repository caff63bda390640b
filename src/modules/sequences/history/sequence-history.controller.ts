import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SequencesRepository } from '../sequences.repository';
import { sequenceNotFound } from '../sequences.errors';
import { SequenceHistoryQueryDto, SequenceHistoryResponseDto } from './sequence-history.dto';
import { SequenceEventsRepository } from './sequence-events.repository';

@ApiTags('Sequences')
@ApiErrorResponses({ notFound: true })
@Controller('api/sequences')
export class SequenceHistoryController {
  constructor(
    private readonly sequences: SequencesRepository,
    private readonly events: SequenceEventsRepository,
  ) {}

  @Get(':id/history')
  @ApiOperation({ summary: "The sequence's changes (with who and why) and its sends, newest first; page with `before`" })
  @ApiOkResponse({ type: SequenceHistoryResponseDto })
  async history(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string, @Query() query: SequenceHistoryQueryDto): Promise<SequenceHistoryResponseDto> {
    if (!(await this.sequences.findLive(id))) throw sequenceNotFound();
    const rows = await this.events.list(id, query.limit ?? 50, query.before ? new Date(query.before) : null);
    return {
      success: true,
      events: rows.map((row) => ({
        id: row.id,
        type: row.type,
        at: new Date(row.at).toISOString(),
        actor: row.actor_email ? { email: row.actor_email, name: row.actor_name || row.actor_email } : null,
        summary: row.summary,
        details: row.details,
      })),
    };
  }
}
