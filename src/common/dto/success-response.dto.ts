import { ApiProperty } from '@nestjs/swagger';

/** `{success: true}`: the base of every success answer. */
export class SuccessResponseDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}

/** `{success: true, error: null}` (kept for the older clients that read `error`). */
export class SuccessNullErrorResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: 'string', nullable: true, enum: [null] })
  error!: null;
}

/** The whole answer of the calls that report only that they succeeded (frozen: shared by every such answer). */
export const SUCCESS_NULL_ERROR: SuccessNullErrorResponseDto = Object.freeze({ success: true, error: null });

/** A nested object whose keys are described in its property's description: a free-form JSON object. */
export const JSON_OBJECT = { type: 'object', additionalProperties: true } as const;
