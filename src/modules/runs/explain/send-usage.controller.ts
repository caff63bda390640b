import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SendUsageResponseDto } from './dto/send-usage.dto';
import { SendUsageService } from './send-usage.service';

/** Today's sends against the daily sequence caps; anyone signed in may read it (Settings → Sending limits). */
@ApiTags('Runs')
@ApiErrorResponses()
@Controller('api/enrollment')
export class SendUsageController {
  constructor(private readonly usage: SendUsageService) {}

  @Get('send-usage')
  @ApiOperation({ summary: "Today's sends against the daily caps: all sequences together and the busiest sequences" })
  @ApiOkResponse({ type: SendUsageResponseDto })
  async today(): Promise<SendUsageResponseDto> {
    return { success: true, usage: await this.usage.today() };
  }
}
