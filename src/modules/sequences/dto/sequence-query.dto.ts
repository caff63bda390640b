import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { toQueryBoolean } from 'src/common/dto/query-value.transform';
import { trim } from 'src/common/dto/trim.transform';
import { LIST_SORTS, LIST_STATUSES, type ListSort, type ListStatus } from '../sequences.constants';

/** `GET /api/sequences`: search in name and description, status filter, sort (default updated_desc). */
export class ListSequencesQueryDto {
  @ApiPropertyOptional({ type: String, maxLength: 200, description: 'Search in name and description' })
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ type: String, maxLength: 200, description: 'Same as q' })
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({
    enum: LIST_STATUSES,
    default: 'all',
    description: 'draft = no steps; ready = steps, is_active, no live enrollments; active = live enrollments; paused = switched off; archived = is_active false',
  })
  @IsOptional() @IsIn(LIST_STATUSES, { message: `status must be one of ${LIST_STATUSES.join(', ')}` })
  status?: ListStatus;

  @ApiPropertyOptional({ enum: LIST_SORTS, default: 'updated_desc' })
  @IsOptional() @IsIn(LIST_SORTS, { message: `sort must be one of ${LIST_SORTS.join(', ')}` })
  sort?: ListSort;
}

/** `DELETE /api/sequences/{id}`: in the body or the query string. */
export class DeleteSequenceDto {
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Cancel every live enrollment (with the reason) and delete' })
  @IsOptional() @Transform(toQueryBoolean) @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;

  @ApiPropertyOptional({ type: String, maxLength: 200, description: "Stored as the canceled enrollments' end_reason (default sequence_deleted)" })
  @IsOptional() @Transform(trim) @IsString({ message: 'reason must be text' }) @MaxLength(200)
  reason?: string;
}
