import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import {
  CallHistoryItemResponseDto,
  RecordCallOutcomeResponseDto,
  toCallHistoryItem,
  toRecordCallOutcomeResponse,
} from './dto/call-outcome-response.dto';
import { CallOutcomesService } from './call-outcomes.service';
import { RecordCallOutcomeDto } from './dto/record-call-outcome.dto';

@ApiTags('Calls')
@ApiErrorResponses()
@Controller('api')
export class CallOutcomesController {
  constructor(private readonly calls: CallOutcomesService) {}

  /** Records one call; failure answers carry `message` (the error envelope). */
  @Post('record-call-outcome')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record a call outcome; the follow-up policy runs with it' })
  @ApiCreatedResponse({ type: RecordCallOutcomeResponseDto })
  @ApiErrorResponses({ notFound: true })
  async record(@Body() body: RecordCallOutcomeDto): Promise<RecordCallOutcomeResponseDto> {
    const { call, actions } = await this.calls.record(body);
    return toRecordCallOutcomeResponse(call, actions);
  }

  /** An array of history items, newest first. */
  @Get('call-history/:opportunityId')
  @ApiOperation({ summary: "An opportunity's calls, newest first (a bare array)" })
  @ApiOkResponse({ type: [CallHistoryItemResponseDto] })
  async history(@Param('opportunityId', new ParseUUIDPipe()) opportunityId: string): Promise<CallHistoryItemResponseDto[]> {
    return (await this.calls.history(opportunityId)).map(toCallHistoryItem);
  }
}
