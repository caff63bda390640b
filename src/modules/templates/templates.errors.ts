import { AppError } from 'src/common/errors/app-error';

export enum TemplatesErrorCode {
  TemplateNotFound = 'TEMPLATE_NOT_FOUND',
  /** The contact a template is merged for does not exist. */
  ContactNotFound = 'TEMPLATE_CONTACT_NOT_FOUND',
  /** Field rules or unparseable merge tags; `details` lists every problem in words. */
  ValidationFailed = 'VALIDATION_FAILED',
}

/** A template error; validation failures carry their human messages as `problems`, answered as the `details` list. */
export class TemplatesError extends AppError<TemplatesErrorCode> {
  constructor(code: TemplatesErrorCode, message: string, problems: string[] = [], fieldErrors?: Record<string, string>) {
    super(code, message, undefined, fieldErrors, { problems });
  }
}

export const templateNotFound = (message = 'Template not found'): TemplatesError => new TemplatesError(TemplatesErrorCode.TemplateNotFound, message);
