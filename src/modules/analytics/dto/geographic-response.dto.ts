import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import type { GeographicData } from '../analytics.service';

export class GeographicMetricsDto {
  @ApiProperty({ description: 'Distinct states among origins and destinations' })
  total_states!: number;

  @ApiProperty({ description: 'Origin and destination states differ' })
  interstate_moves!: number;

  @ApiProperty({ description: 'Origin and destination in the same state (local moves included)' })
  intrastate_moves!: number;

  @ApiProperty({ description: 'Distinct origin → destination state pairs' })
  unique_routes!: number;
}

export class GeographicStateDto {
  @ApiProperty({ example: 'TX', description: 'Two-letter state code' })
  state!: string;

  @ApiProperty({ description: 'Moves leaving this state' })
  origin_count!: number;

  @ApiProperty({ description: 'Moves arriving in this state' })
  destination_count!: number;
}

export class OriginStateCountDto {
  @ApiProperty({ example: 'TX' })
  origin_state!: string;

  @ApiProperty()
  move_count!: number;
}

export class DestinationStateCountDto {
  @ApiProperty({ example: 'CA' })
  destination_state!: string;

  @ApiProperty()
  move_count!: number;
}

export class RouteCountDto {
  @ApiProperty({ example: 'TX → CA' })
  route!: string;

  @ApiProperty()
  move_count!: number;
}

export class MoveSizeCountDto {
  @ApiProperty({ example: '2 Bedroom', description: "The lead's move size; 'Unknown' when it has none" })
  move_size!: string;

  @ApiProperty()
  move_count!: number;
}

export class MoveTypesDto {
  @ApiProperty({ description: 'Same state and same city' })
  local!: number;

  @ApiProperty({ description: 'Same state, another city' })
  intrastate!: number;

  @ApiProperty({ description: 'Different states' })
  interstate!: number;

  @ApiProperty({ type: [MoveSizeCountDto], description: 'Every move size, largest count first' })
  by_size!: MoveSizeCountDto[];
}

export class GeographicDataDto {
  @ApiProperty({ type: GeographicMetricsDto })
  metrics!: GeographicMetricsDto;

  @ApiProperty({
    type: [GeographicStateDto],
    description: 'Every state that is the origin or destination of at least one move, by state code',
  })
  states!: GeographicStateDto[];

  @ApiProperty({ type: [OriginStateCountDto], description: 'Top 10 origin states' })
  top_origins!: OriginStateCountDto[];

  @ApiProperty({ type: [DestinationStateCountDto], description: 'Top 10 destination states' })
  top_destinations!: DestinationStateCountDto[];

  @ApiProperty({ type: [RouteCountDto], description: 'Top 10 origin → destination state pairs' })
  popular_routes!: RouteCountDto[];

  @ApiProperty({ type: MoveTypesDto })
  move_types!: MoveTypesDto;
}

/** `GET /api/opportunities/geographic`. */
export class GeographicResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: GeographicDataDto })
  data!: GeographicDataDto;
}

export const toGeographicResponse = (data: GeographicData): GeographicResponseDto => ({ success: true, data });
