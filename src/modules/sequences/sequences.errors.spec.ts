import { BadRequestException } from '@nestjs/common';
import { AppExceptionFilter } from 'src/common/filters/app-exception.filter';
import { invalidSequence, SequencesError, SequencesErrorCode } from './sequences.errors';

describe('SequencesError in the app envelope', () => {
  const filter = new AppExceptionFilter();

  it('should answer a name conflict with 409, its lowercase code and the existing id at the top level', () => {
    const mapped = filter.map(new SequencesError(SequencesErrorCode.NameConflict, 'A sequence with this name already exists', { existing: { id: 'x' } }));
    expect(mapped).toEqual({
      status: 409,
      body: { success: false, error: 'A sequence with this name already exists', message: 'A sequence with this name already exists', error_code: 'name_conflict', existing: { id: 'x' } },
    });
  });

  it('should give each code its status', () => {
    expect(filter.map(new SequencesError(SequencesErrorCode.NoSteps, 'Cannot activate sequence with 0 steps')).status).toBe(422);
    expect(filter.map(new SequencesError(SequencesErrorCode.Forbidden, 'no')).status).toBe(403);
    expect(filter.map(new SequencesError(SequencesErrorCode.RateLimitExceeded, 'slow')).status).toBe(429);
    expect(filter.map(new SequencesError(SequencesErrorCode.NotFound, 'Sequence not found')).status).toBe(404);
  });

  it('should list problems under details on a refused save, and the message for a framework 400', () => {
    expect(filter.map(invalidSequence(['Step 2: template t does not exist'])).body).toMatchObject({ error_code: 'VALIDATION_FAILED', details: ['Step 2: template t does not exist'] });
    expect(filter.map(new BadRequestException('Bad thing')).body).toMatchObject({ error_code: 'VALIDATION_FAILED', details: ['Bad thing'] });
  });
});
