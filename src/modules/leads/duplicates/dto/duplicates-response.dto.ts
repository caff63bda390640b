import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import { DUPLICATE_REASONS, type DuplicateReason } from '../duplicate-keys.policy';

/** Another lead paired with the one asked about. */
export class RelatedLeadDto {
  @ApiProperty({ format: 'uuid', description: 'The pair (for merging or "not a duplicate")' })
  pair_id!: string;

  @ApiProperty({ format: 'uuid' })
  opportunity_id!: string;

  @ApiProperty()
  tracking_number!: string;

  @ApiProperty({ type: 'string', nullable: true })
  customer_name!: string | null;

  @ApiProperty({ example: 'email' })
  lead_source!: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'HireAHelper', description: 'The lead site that sold it; null for the website form and staff' })
  lead_provider!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  lead_status!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  assignee!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ enum: DUPLICATE_REASONS, isArray: true })
  reasons!: DuplicateReason[];

  @ApiProperty({ type: [String], example: ['same email'], description: 'The reasons in words' })
  reason_words!: string[];

  @ApiProperty({ example: 0.95, description: 'How sure, 0–1: email 0.95, phone 0.9, name + move date + ZIP 0.85, + city 0.75; several combine' })
  score!: number;

  @ApiProperty({ enum: ['open', 'merged', 'dismissed'] })
  status!: 'open' | 'merged' | 'dismissed';

  @ApiProperty({ description: 'Whether that lead came in before this one' })
  earlier!: boolean;
}

/** `GET /api/opportunities/{id}/duplicates`. */
export class DuplicatesResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [RelatedLeadDto] })
  duplicates!: RelatedLeadDto[];
}

/** `POST /api/opportunities/duplicates/{pairId}/not-duplicate`. */
export class DuplicateDecisionResponseDto extends SuccessResponseDto {
  @ApiProperty({ format: 'uuid' })
  pair_id!: string;

  @ApiProperty({ enum: ['open', 'merged', 'dismissed'], description: 'dismissed; merged when the pair had been merged before' })
  status!: 'open' | 'merged' | 'dismissed';
}
