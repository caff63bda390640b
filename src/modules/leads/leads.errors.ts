import { AppError } from 'src/common/errors/app-error';

export enum LeadErrorCode {
  OpportunityNotFound = 'OPPORTUNITY_NOT_FOUND',
  DuplicatePairNotFound = 'DUPLICATE_PAIR_NOT_FOUND',
  DuplicatePairDecided = 'DUPLICATE_PAIR_ALREADY_DECIDED',
  OpportunityMerged = 'OPPORTUNITY_ALREADY_MERGED',
  MergeNotFound = 'MERGE_NOT_FOUND',
  MergeUndoExpired = 'MERGE_UNDO_EXPIRED',
  ValidationFailed = 'VALIDATION_FAILED',
  EmptyEmail = 'LEAD_EMAIL_INVALID',
  ProviderUnavailable = 'LEAD_PROVIDER_UNAVAILABLE',
}

export class LeadError extends AppError<LeadErrorCode> {}
