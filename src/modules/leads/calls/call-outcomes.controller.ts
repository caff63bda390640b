import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CallOutcomesService } from './call-outcomes.service';
import { RecordCallOutcomeDto } from './dto/record-call-outcome.dto';

@Controller('api')
export class CallOutcomesController {
  constructor(private readonly calls: CallOutcomesService) {}

  /** Records one call; failure answers carry `message` (the error envelope). */
  @Post('record-call-outcome')
  @HttpCode(201)
  async record(@Body() body: RecordCallOutcomeDto) {
    const { call, actions } = await this.calls.record(body);
    return { success: true, ...call, follow_up_actions: actions };
  }

  /** An array of history items, newest first. */
  @Get('call-history/:opportunityId')
  history(@Param('opportunityId', new ParseUUIDPipe()) opportunityId: string) {
    return this.calls.history(opportunityId);
  }
}
