import { ApiProperty } from '@nestjs/swagger';

export class MetricsJsonResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ description: 'Sequence deliveries committed, every process together' }) deliveries_committed_total!: number;
  @ApiProperty({ description: 'Active runs due now' }) sequence_ready_enrollments!: number;
  @ApiProperty() sequence_advancer_processed_total!: number;
  @ApiProperty() sequence_errors_total!: number;
  @ApiProperty({ description: 'When the figures were read' }) generated_at!: string;
}

export class MetricsDebugResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ description: 'Outbox events waiting for their first relay' }) pending_outbox!: number;
  @ApiProperty({ description: 'Outbox events not relayed after at least one try' }) failed_outbox!: number;
  @ApiProperty({ description: 'Outbox events relayed (kept 7 days)' }) processed_outbox!: number;
  @ApiProperty({ description: 'Pending and active runs' }) active_enrollments!: number;
  @ApiProperty() generated_at!: string;
}
