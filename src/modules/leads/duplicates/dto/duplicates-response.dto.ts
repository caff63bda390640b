import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import { DUPLICATE_REASONS, type DuplicateReason } from '../duplicate-keys.policy';

/** How a merged pair was merged. */
export class PairMergeDto {
  @ApiProperty({ format: 'uuid', description: 'For POST /api/opportunities/merges/{mergeId}/undo' })
  merge_id!: string;

  @ApiProperty({ enum: ['this', 'other'], description: 'Which lead was kept as the primary: the one asked about, or the other' })
  primary!: 'this' | 'other';

  @ApiProperty({ format: 'date-time' })
  undo_until!: string;

  @ApiProperty({ description: 'Whether it can still be undone (within a day, before the CRM deals were merged)' })
  undoable!: boolean;
}

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

  @ApiProperty({ type: PairMergeDto, nullable: true, description: 'Set when the pair is merged (and not undone)' })
  merge!: PairMergeDto | null;
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

/** `POST /api/opportunities/duplicates/{pairId}/merge`. */
export class MergePairDto {
  @ApiPropertyOptional({ enum: ['earlier', 'newer'], default: 'earlier', description: 'Which lead of the pair stays the primary' })
  @IsOptional() @IsIn(['earlier', 'newer'], { message: 'keep must be earlier or newer' })
  keep?: 'earlier' | 'newer';
}

export class MergeResponseDto extends SuccessResponseDto {
  @ApiProperty({ format: 'uuid' })
  merge_id!: string;

  @ApiProperty({ format: 'uuid', description: 'The lead kept' })
  primary_id!: string;

  @ApiProperty({ format: 'uuid', description: 'The lead merged into it (read-only from now on)' })
  merged_id!: string;

  @ApiProperty({ type: [String], example: ['customerPhone', 'moveDate'], description: 'Blank fields of the primary filled from the merged lead' })
  filled!: string[];

  @ApiProperty({ format: 'date-time', description: 'Until when the merge can be undone' })
  undo_until!: string;
}

/** `POST /api/opportunities/merges/{mergeId}/undo`. */
export class UndoMergeResponseDto extends SuccessResponseDto {
  @ApiProperty({ format: 'uuid' })
  merge_id!: string;

  @ApiProperty()
  undone!: boolean;
}
