import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthResponseDto, toHealthResponse, toUnhealthyResponse, UnhealthyResponseDto } from './dto/health-response.dto';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from 'src/common/decorators/auth.decorators';
import { AuthenticationService } from '../auth/authentication.service';
import { HealthReportService } from './health-report.service';

@ApiTags('Health')
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthReportService,
    private readonly authentication: AuthenticationService,
  ) {}

  /**
   * Public, for uptime monitors: 200 when every probe is healthy, 503 otherwise (same body). Addresses and
   * error texts only for signed-in admins; a caller who cannot be identified gets the public view.
   */
  @Public()
  @SkipThrottle()
  @Get('api-health')
  @ApiOperation({ summary: 'Health of every probe (public; addresses and errors for admins only)', security: [] })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: UnhealthyResponseDto, description: 'A probe is failing (same report)' })
  async apiHealth(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthResponseDto | UnhealthyResponseDto> {
    const viewer = await this.authentication.identify(req).catch(() => null);
    const { healthy, report } = await this.health.reportFor(viewer);
    if (healthy) return toHealthResponse(report);
    res.status(503);
    return toUnhealthyResponse(report);
  }
}
