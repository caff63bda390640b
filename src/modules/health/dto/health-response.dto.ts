import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthSummaryDto {
  @ApiProperty()
  healthy!: number;

  @ApiProperty()
  timeouts!: number;

  @ApiProperty()
  errors!: number;

  @ApiProperty()
  average_response_time_ms!: number;
}

export class EndpointHealthDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  method!: string;

  @ApiPropertyOptional({ description: 'Signed-in admins only' })
  url?: string;

  @ApiProperty({ enum: ['healthy', 'timeout', 'error', 'connection_error'] })
  status!: string;

  @ApiProperty()
  response_time!: number;

  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'Signed-in admins only' })
  error?: string | null;
}

export class HealthReportDto {
  @ApiProperty({ type: HealthSummaryDto })
  summary!: HealthSummaryDto;

  @ApiProperty({ type: [EndpointHealthDto] })
  endpoints!: EndpointHealthDto[];
}

/** `GET /api-health` when every probe is healthy. */
export class HealthResponseDto {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ type: HealthReportDto })
  data!: HealthReportDto;
}

/** `GET /api-health` with a failing probe: the report plus the error envelope's keys. */
export class UnhealthyResponseDto {
  @ApiProperty({ enum: [false] })
  success!: false;

  @ApiProperty({ type: HealthReportDto })
  data!: HealthReportDto;

  @ApiProperty({ example: 'Unhealthy: redis: timeout' })
  error!: string;

  @ApiProperty({ example: 'Unhealthy: redis: timeout' })
  message!: string;

  @ApiProperty({ enum: ['SERVICE_UNAVAILABLE'] })
  error_code!: string;
}

/* The report is passed through whole: an admin's report carries url and error on each endpoint. */

export const toHealthResponse = (report: HealthReportDto): HealthResponseDto => ({ success: true, data: report });

/** A failing probe: the same report plus the error envelope's keys, naming each failing probe. */
export function toUnhealthyResponse(report: HealthReportDto): UnhealthyResponseDto {
  const failing = report.endpoints.filter((e) => e.status !== 'healthy').map((e) => `${e.name}: ${e.status}`);
  const message = `Unhealthy: ${failing.join(', ')}`;
  return { success: false, data: report, error: message, message, error_code: 'SERVICE_UNAVAILABLE' };
}
