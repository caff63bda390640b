import { CommonError, CommonErrorCode } from 'src/common/errors/app-error';
import { templateNotFound, TemplatesError, TemplatesErrorCode } from 'src/modules/templates/templates.errors';
import { AppExceptionFilter } from './app-exception.filter';

describe('every 400 lists its problems under details', () => {
  const filter = new AppExceptionFilter();

  it('lists field errors as human messages under details', () => {
    const mapped = filter.map(new CommonError(CommonErrorCode.ValidationFailed, 'Validation failed: name is required', undefined, { name: 'name is required', tags: 'tags must be a list of text' }));
    expect(mapped).toEqual({
      status: 400,
      body: {
        success: false,
        error: 'Validation failed: name is required',
        message: 'Validation failed: name is required',
        error_code: 'VALIDATION_FAILED',
        errors: { name: 'name is required', tags: 'tags must be a list of text' },
        details: ['name is required', 'tags must be a list of text'],
      },
    });
  });

  it('lists merge tag problems, and the message for other refusals', () => {
    const problems = ['Unresolved tokens in body: {{'];
    expect(filter.map(new TemplatesError(TemplatesErrorCode.ValidationFailed, 'Validation failed: x', problems)).body.details).toEqual(problems);
    expect(filter.map(new CommonError(CommonErrorCode.ValidationFailed, 'Validation failed: the request body must be a JSON object')).body.details).toEqual([
      'Validation failed: the request body must be a JSON object',
    ]);
  });

  it('leaves other errors as the app answers them', () => {
    expect(filter.map(templateNotFound('Template not found or deleted'))).toEqual({
      status: 404,
      body: { success: false, error: 'Template not found or deleted', message: 'Template not found or deleted', error_code: 'TEMPLATE_NOT_FOUND' },
    });
  });
});
