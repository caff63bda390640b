import { AppError } from 'src/common/errors/app-error';

export enum CrmSyncErrorCode {
  OpportunityNotFound = 'OPPORTUNITY_NOT_FOUND',
  OpportunityMerged = 'OPPORTUNITY_ALREADY_MERGED',
  ValidationFailed = 'VALIDATION_FAILED',
  NotConfigured = 'CRM_NOT_CONFIGURED',
  Unavailable = 'CRM_UNAVAILABLE',
}

export class CrmSyncError extends AppError<CrmSyncErrorCode> {}
