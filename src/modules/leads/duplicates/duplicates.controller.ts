import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { DuplicateDecisionResponseDto, DuplicatesResponseDto, MergePairDto, MergeResponseDto, UndoMergeResponseDto } from './dto/duplicates-response.dto';
import { MergesService } from './merges.service';
import { DuplicatesService } from './duplicates.service';

@ApiTags('Opportunities')
@ApiErrorResponses()
@Controller('api/opportunities')
export class DuplicatesController {
  constructor(
    private readonly duplicates: DuplicatesService,
    private readonly merges: MergesService,
  ) {}

  /** The other leads that may be the same customer, with why and how sure. */
  @Get(':id/duplicates')
  @ApiOperation({ summary: 'Possible duplicates of one opportunity (other leads sharing its email, phone, or name with move date and origin)' })
  @ApiOkResponse({ type: DuplicatesResponseDto })
  async related(@Param('id', new ParseUUIDPipe()) id: string): Promise<DuplicatesResponseDto> {
    return { success: true, duplicates: await this.duplicates.related(id) };
  }

  /** Staff say two leads are different customers: the pair is never suggested again. */
  @Post('duplicates/:pairId/not-duplicate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a possible duplicate pair "not a duplicate" (remembered; never suggested again)' })
  @ApiOkResponse({ type: DuplicateDecisionResponseDto })
  @ApiErrorResponses({ notFound: true })
  async notDuplicate(@Param('pairId', new ParseUUIDPipe()) pairId: string, @CurrentUser() user: AuthUser): Promise<DuplicateDecisionResponseDto> {
    return { success: true, ...(await this.duplicates.dismiss(pairId, user.email)) };
  }

  /** Merge a pair: one lead stays (the earlier by default), the other becomes its read-only linked duplicate. */
  @Post('duplicates/:pairId/merge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Merge a possible duplicate pair (the primary keeps its values; its blanks are filled; undoable for a day)' })
  @ApiOkResponse({ type: MergeResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'The pair was marked "not a duplicate" (DUPLICATE_PAIR_ALREADY_DECIDED) or a lead is merged elsewhere (OPPORTUNITY_ALREADY_MERGED)' })
  async merge(@Param('pairId', new ParseUUIDPipe()) pairId: string, @Body() body: MergePairDto, @CurrentUser() user: AuthUser): Promise<MergeResponseDto> {
    return { success: true, ...(await this.merges.merge(pairId, body.keep ?? 'earlier', user.email)) };
  }

  /** Undo a merge (within a day): the merged lead stands alone again and the pair is open again. */
  @Post('merges/:mergeId/undo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo a merge of duplicate leads (within a day of it)' })
  @ApiOkResponse({ type: UndoMergeResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'More than a day has passed: the merge is final (MERGE_UNDO_EXPIRED)' })
  async undo(@Param('mergeId', new ParseUUIDPipe()) mergeId: string, @CurrentUser() user: AuthUser): Promise<UndoMergeResponseDto> {
    return { success: true, ...(await this.merges.undo(mergeId, user.email)) };
  }
}
