import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, OwnerOrAdmin } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { CreateSequenceDto, UpdateSequenceDto } from './dto/save-sequence.dto';
import { DeleteSequenceDto, ListSequencesQueryDto } from './dto/sequence-query.dto';
import {
  SequenceCreatedResponseDto, SequenceDetailResponseDto, SequenceErrorDto, SequenceListResponseDto, SequenceStepsResponseDto, SequenceSummaryResponseDto,
} from './dto/sequence-response.dto';
import { SaveStepsDto } from './dto/sequence-steps.dto';
import { SequencesService } from './sequences.service';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });
const refused = ApiBadRequestResponse({ description: 'Invalid input: every problem in `details`', type: SequenceErrorDto });

@ApiTags('Sequences')
@ApiErrorResponses()
@Controller('api/sequences')
export class SequencesController {
  constructor(private readonly sequences: SequencesService) {}

  @Get()
  @ApiOperation({ summary: 'Live sequence cards with their counts (one query); search, status filter, sort (default updated_desc)' })
  @ApiOkResponse({ type: SequenceListResponseDto })
  async list(@Query() query: ListSequencesQueryDto): Promise<SequenceListResponseDto> {
    const { items, total } = await this.sequences.list({ term: query.q ?? query.search, status: query.status, sort: query.sort });
    return { success: true, items, sequences: items, total };
  }

  @Get('summary')
  @ApiOperation({ summary: 'Enrollment counts per live sequence' })
  @ApiOkResponse({ type: SequenceSummaryResponseDto })
  async summary(): Promise<SequenceSummaryResponseDto> {
    return { success: true, sequences: await this.sequences.summary() };
  }

  @Post()
  @ApiOperation({ summary: 'Create a sequence owned by the signed-in user (409 name_conflict with existing.id)' })
  @ApiCreatedResponse({ type: SequenceCreatedResponseDto })
  @ApiConflictResponse({ type: SequenceErrorDto })
  @refused
  async create(@Body() body: CreateSequenceDto, @CurrentUser() user: AuthUser): Promise<SequenceCreatedResponseDto> {
    const sequence = await this.sequences.create(body, user.id);
    return { success: true, id: sequence.id, sequence, error: null };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A live sequence with its steps' })
  @ApiOkResponse({ type: SequenceDetailResponseDto })
  @ApiErrorResponses({ notFound: true })
  async get(@Param('id', uuid) id: string): Promise<SequenceDetailResponseDto> {
    return { success: true, ...(await this.sequences.detail(id)), error: null };
  }

  @Put(':id')
  @OwnerOrAdmin('sequence')
  @ApiOperation({ summary: 'Change the designer fields (absent fields unchanged; 409 name_conflict)' })
  @ApiOkResponse({ type: SequenceCreatedResponseDto })
  @ApiConflictResponse({ type: SequenceErrorDto })
  @ApiErrorResponses({ notFound: true })
  @refused
  async update(@Param('id', uuid) id: string, @Body() body: UpdateSequenceDto, @CurrentUser() user: AuthUser): Promise<SequenceCreatedResponseDto> {
    const sequence = await this.sequences.update(id, body, user.id);
    return { success: true, id, sequence, error: null };
  }

  @Get(':id/steps/v3')
  @ApiOperation({ summary: 'The steps in order' })
  @ApiOkResponse({ type: SequenceStepsResponseDto })
  @ApiErrorResponses({ notFound: true })
  async steps(@Param('id', uuid) id: string): Promise<SequenceStepsResponseDto> {
    return { success: true, steps: await this.sequences.listSteps(id) };
  }

  @Put(':id/steps/v3')
  @OwnerOrAdmin('sequence')
  @ApiOperation({ summary: 'Replace the whole step list; step_order renumbered from 1 in the given order; templates must exist' })
  @ApiOkResponse({ type: SequenceStepsResponseDto })
  @ApiErrorResponses({ notFound: true })
  @refused
  async saveSteps(@Param('id', uuid) id: string, @Body() body: SaveStepsDto, @CurrentUser() user: AuthUser): Promise<SequenceStepsResponseDto> {
    return { success: true, steps: await this.sequences.saveSteps(id, body.steps, user.id) };
  }

  @Delete(':id')
  @OwnerOrAdmin('sequence')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a sequence (body or query {force, reason}); 409 SEQUENCE_ACTIVE while enrollments are live unless force',
    description: 'With force, live enrollments are canceled with the reason; header X-Canceled-Enrollments says how many.',
  })
  @ApiNoContentResponse({ description: 'Deleted', headers: { 'X-Canceled-Enrollments': { schema: { type: 'integer' } } } })
  @ApiConflictResponse({ type: SequenceErrorDto })
  @ApiErrorResponses({ notFound: true })
  async remove(
    @Param('id', uuid) id: string,
    @Body() body: DeleteSequenceDto,
    @Query() query: DeleteSequenceDto,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    const canceled = await this.sequences.delete(id, { force: body?.force ?? query.force, reason: body?.reason ?? query.reason }, user.id);
    res.setHeader('X-Canceled-Enrollments', String(canceled));
  }

  @Post(':id/duplicate')
  @ApiOperation({ summary: "Copy as '{name} (Copy)' (numbered when taken), steps copied, no enrollments" })
  @ApiCreatedResponse({ type: SequenceCreatedResponseDto })
  @ApiErrorResponses({ notFound: true })
  async duplicate(@Param('id', uuid) id: string, @CurrentUser() user: AuthUser): Promise<SequenceCreatedResponseDto> {
    const sequence = await this.sequences.duplicate(id, user.id);
    return { success: true, id: sequence.id, sequence, error: null };
  }
}
