import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { CallTaskListQueryDto, CallTaskListResponseDto } from './dto/call-tasks.dto';
import { CallTasksService } from './call-tasks.service';

/** Call tasks of call steps, for the Dashboard's "Calls due" and an opportunity's side panel and detail page. */
@ApiTags('Runs')
@ApiErrorResponses()
@Controller('api/call-tasks')
export class CallTasksController {
  constructor(private readonly tasks: CallTasksService) {}

  @Get()
  @ApiOperation({ summary: "Call tasks: the open ones (soonest due first), or all; optionally only one opportunity's contact's" })
  @ApiOkResponse({ type: CallTaskListResponseDto })
  list(@Query() query: CallTaskListQueryDto): Promise<CallTaskListResponseDto> {
    return this.tasks.list(query);
  }
}
