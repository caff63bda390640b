import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { DuplicateDecisionResponseDto, DuplicatesResponseDto } from './dto/duplicates-response.dto';
import { DuplicatesService } from './duplicates.service';

@ApiTags('Opportunities')
@ApiErrorResponses()
@Controller('api/opportunities')
export class DuplicatesController {
  constructor(private readonly duplicates: DuplicatesService) {}

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
}
