import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DeliveryListItemDto } from 'src/modules/delivery/deliveries-list/dto/deliveries-list.dto';
import { RESOLVE_NOTE_MAX, RESOLVE_OUTCOMES, type ResolveOutcome } from '../resolve-unknown.policy';

export class ResolveDeliveryDto {
  @ApiProperty({ enum: RESOLVE_OUTCOMES, description: '`sent`: it went out (the run moves on); `not_sent`: it did not (the step is sent again)' })
  @IsIn([...RESOLVE_OUTCOMES], { message: `outcome must be one of ${RESOLVE_OUTCOMES.join(', ')}` })
  outcome!: ResolveOutcome;

  @ApiPropertyOptional({ maxLength: RESOLVE_NOTE_MAX, description: 'Why (what was checked); kept with the decision' })
  @IsOptional() @IsString({ message: 'note must be text' }) @MaxLength(RESOLVE_NOTE_MAX, { message: `note must be at most ${RESOLVE_NOTE_MAX} characters` })
  note?: string;
}

export class ResolvedRunDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'Stored status: pending, active, paused, completed, canceled or failed' }) status!: string;
  @ApiProperty({ description: '0-based, as the runs list counts ("Step {current_step + 1}")' }) current_step!: number;
  @ApiProperty({ type: String, nullable: true }) next_run_at!: string | null;
  @ApiProperty({ description: 'False when the run had ended or was on another step: it was left as it was' }) moved!: boolean;
}

export class ResolveDeliveryResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: DeliveryListItemDto }) delivery!: DeliveryListItemDto;
  @ApiProperty({ type: ResolvedRunDto, nullable: true, description: 'The run that sent it; null for a test send or a run that is gone' })
  run!: ResolvedRunDto | null;
}
