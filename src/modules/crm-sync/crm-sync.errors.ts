import { AppError } from 'src/common/errors/app-error';

export enum CrmSyncErrorCode {
  OpportunityNotFound = 'OPPORTUNITY_NOT_FOUND',
  ValidationFailed = 'VALIDATION_FAILED',
  NotConfigured = 'CRM_NOT_CONFIGURED',
  Unavailable = 'CRM_UNAVAILABLE',
}

export class CrmSyncError extends AppError<CrmSyncErrorCode> {}
