import { ApiProperty } from '@nestjs/swagger';
import { SuccessNullErrorResponseDto } from 'src/common/dto/success-response.dto';

/** `POST /api/sync-opportunities`. */
export class SyncOpportunitiesResponseDto extends SuccessNullErrorResponseDto {
  @ApiProperty({ description: 'Opportunities put into the CRM sync queue' })
  queued!: number;
}

export const toSyncOpportunitiesResponse = (queued: number): SyncOpportunitiesResponseDto => ({ success: true, error: null, queued });
