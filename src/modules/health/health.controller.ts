import { Controller, Get, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { Public } from '../../common/decorators/auth.decorators';
import { HealthReportService } from './health-report.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthReportService) {}

  /** Public, for uptime monitors: 200 when every probe is healthy, 503 otherwise (same body). */
  @Public()
  @SkipThrottle()
  @Get('api-health')
  async apiHealth(@Res({ passthrough: true }) res: Response) {
    const { healthy, report } = await this.health.report();
    if (healthy) return { success: true, data: report };
    res.status(503);
    const failing = report.endpoints.filter((e) => e.status !== 'healthy').map((e) => `${e.name}: ${e.status}`);
    const message = `Unhealthy: ${failing.join(', ')}`;
    return { success: false, data: report, error: message, message, error_code: 'SERVICE_UNAVAILABLE' };
  }
}
