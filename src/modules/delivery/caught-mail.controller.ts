import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { CaughtMailService } from './caught-mail.service';
import {
  CaughtMailClearedResponseDto,
  CaughtMailListResponseDto,
  CaughtMailResponseDto,
  mapCaughtMail,
  mapCaughtMailSummary,
} from './dto/caught-mail-response.dto';

/** "Sent mail": the messages the in-process SMTP catcher caught; any signed-in user (a development tool). */
@ApiTags('Mail')
@ApiErrorResponses({ notFound: true })
@Controller('api/mail/caught')
export class CaughtMailController {
  constructor(private readonly caught: CaughtMailService) {}

  @Get()
  @ApiOperation({ summary: 'Caught messages, newest first (404 when the mail catcher is not running)' })
  @ApiOkResponse({ type: CaughtMailListResponseDto })
  list(): CaughtMailListResponseDto {
    return { success: true, data: this.caught.list().map(mapCaughtMailSummary) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One caught message: headers, HTML as sent, text and raw source' })
  @ApiOkResponse({ type: CaughtMailResponseDto })
  get(@Param('id') id: string): CaughtMailResponseDto {
    return { success: true, data: mapCaughtMail(this.caught.get(id)) };
  }

  @Delete()
  @ApiOperation({ summary: 'Remove every caught message' })
  @ApiOkResponse({ type: CaughtMailClearedResponseDto })
  clear(): CaughtMailClearedResponseDto {
    return { success: true, cleared: this.caught.clear() };
  }
}
