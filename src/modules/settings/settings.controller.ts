import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SettingsResponseDto, toSettingsResponse } from './dto/settings-response.dto';
import { SettingsService } from './settings.service';

@ApiTags('Settings')
@ApiErrorResponses()
@Controller('api/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Effective settings (no secrets)' })
  @ApiOkResponse({ type: SettingsResponseDto })
  get(): SettingsResponseDto {
    return toSettingsResponse(this.settings.effective());
  }
}
