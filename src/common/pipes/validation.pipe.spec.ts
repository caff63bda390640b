import 'reflect-metadata';
import type { ArgumentMetadata } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AppError } from '../errors/app-error';
import { trim } from '../dto/trim.transform';
import { createValidationPipe } from './validation.pipe';

class CallDto {
  @Transform(trim) @IsString() @MinLength(1, { message: 'agent is required' }) @MaxLength(5)
  agent!: string;

  @IsIn(['answered', 'no_answer'], { message: 'outcome must be answered or no_answer' })
  outcome!: string;

  @IsOptional() @IsString() @MaxLength(10)
  notes?: string;
}

const body: ArgumentMetadata = { type: 'body', metatype: CallDto, data: '' };

const refusal = async (value: unknown): Promise<AppError> => {
  try {
    await createValidationPipe().transform(value, body);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('the pipe accepted the value');
};

describe(createValidationPipe.name, () => {
  it('should say "<field> is required" for a missing or null field, one message per field', async () => {
    const error = await refusal({ outcome: 'answered', notes: null, agent: null });
    expect(error.message).toBe('agent is required');
    expect(error.fieldErrors).toEqual({ agent: 'agent is required' });
    expect((await refusal({})).fieldErrors).toEqual({ agent: 'agent is required', outcome: 'outcome is required' });
  });

  it('should give the first rule as declared: the type before the length', async () => {
    expect((await refusal({ agent: 42, outcome: 'answered' })).fieldErrors).toEqual({ agent: 'agent must be a string' });
    expect((await refusal({ agent: 'much too long', outcome: 'answered' })).fieldErrors).toEqual({ agent: 'agent must be shorter than or equal to 5 characters' });
    expect((await refusal({ agent: '  ', outcome: 'hung_up' })).fieldErrors).toEqual({ agent: 'agent is required', outcome: 'outcome must be answered or no_answer' });
  });

  it('should treat an absent body as {} and refuse a body that is not a JSON object', async () => {
    expect((await refusal(undefined)).fieldErrors).toEqual({ agent: 'agent is required', outcome: 'outcome is required' });
    for (const value of [[], [{ agent: 'Sam', outcome: 'answered' }], null, 'text', 42]) {
      const error = await refusal(value);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request body must be a JSON object' });
    }
  });

  it('should pass and transform a valid body, dropping unknown fields', async () => {
    const value = (await createValidationPipe().transform({ agent: ' Sam ', outcome: 'answered', extra: 'x' }, body)) as CallDto;
    expect(value).toBeInstanceOf(CallDto);
    expect({ ...value }).toEqual({ agent: 'Sam', outcome: 'answered' });
  });

  it('should leave non-DTO parameters alone', async () => {
    expect(await createValidationPipe().transform('abc', { type: 'param', metatype: String, data: 'id' })).toBe('abc');
  });
});
