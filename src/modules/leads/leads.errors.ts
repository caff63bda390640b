import { AppError } from 'src/common/errors/app-error';

export enum LeadErrorCode {
  OpportunityNotFound = 'OPPORTUNITY_NOT_FOUND',
  DuplicatePairNotFound = 'DUPLICATE_PAIR_NOT_FOUND',
  ValidationFailed = 'VALIDATION_FAILED',
  EmptyEmail = 'LEAD_EMAIL_INVALID',
  ProviderUnavailable = 'LEAD_PROVIDER_UNAVAILABLE',
}

export class LeadError extends AppError<LeadErrorCode> {}
