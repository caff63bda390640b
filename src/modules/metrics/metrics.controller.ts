import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Public } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { MetricsDebugResponseDto, MetricsJsonResponseDto } from './dto/metrics.dto';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsRegistry } from './metrics-registry.service';

/** Monitoring: Prometheus text, the System Metrics screen's JSON and its debug figures (MetricsAccessGuard says who). */
@ApiTags('Metrics')
@ApiErrorResponses()
@ApiSecurity('metrics-token')
@Public()
@UseGuards(MetricsAccessGuard)
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsRegistry) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiProduces('text/plain')
  @ApiOperation({ summary: 'Prometheus text: engine counters, ready runs, queue depths, HTTP latency, process defaults' })
  @ApiOkResponse({ description: 'Prometheus exposition format', schema: { type: 'string' } })
  text(): Promise<string> {
    return this.metrics.text();
  }

  @Get('debug')
  @ApiOperation({ summary: 'Outbox counts by displayed status and live runs' })
  @ApiOkResponse({ type: MetricsDebugResponseDto })
  async debug(): Promise<MetricsDebugResponseDto> {
    return { success: true, ...(await this.metrics.debug()), generated_at: new Date().toISOString() };
  }
}

/** GET /metrics.json: the same figures as JSON, never cached. */
@ApiTags('Metrics')
@ApiErrorResponses()
@Public()
@UseGuards(MetricsAccessGuard)
@Controller()
export class MetricsJsonController {
  constructor(private readonly metrics: MetricsRegistry) {}

  @Get('metrics.json')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Engine counters and ready runs as JSON (no cache)' })
  @ApiOkResponse({ type: MetricsJsonResponseDto })
  async json(): Promise<MetricsJsonResponseDto> {
    return { success: true, ...(await this.metrics.snapshot()), generated_at: new Date().toISOString() };
  }
}
