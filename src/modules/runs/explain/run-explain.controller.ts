import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { RunExplainResponseDto } from './dto/run-explain.dto';
import { RunExplainService } from './run-explain.service';

/** Why a run's step has (not) been sent; anyone signed in may ask. */
@ApiTags('Runs')
@ApiErrorResponses({ notFound: true })
@Controller('api/enrollments')
export class RunExplainController {
  constructor(private readonly explainer: RunExplainService) {}

  @Get(':id/explain')
  @ApiOperation({ summary: "Why hasn't this step sent? Due time, window, caps, mailbox budget, pauses, suppression, move-date anchor, last error" })
  @ApiOkResponse({ type: RunExplainResponseDto })
  async explain(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<RunExplainResponseDto> {
    return { success: true, explain: await this.explainer.explain(id) };
  }
}
