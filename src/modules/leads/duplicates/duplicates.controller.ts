import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { DuplicatesResponseDto } from './dto/duplicates-response.dto';
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
}
