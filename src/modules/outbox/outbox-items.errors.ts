import { HttpStatus } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';
import { RETRY_PROCESSED_MESSAGE } from './outbox-items.policy';

export enum OutboxItemsErrorCode {
  NotFound = 'OUTBOX_ITEM_NOT_FOUND',
  AlreadyProcessed = 'OUTBOX_ITEM_PROCESSED',
}

const STATUS: Record<OutboxItemsErrorCode, HttpStatus> = {
  [OutboxItemsErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [OutboxItemsErrorCode.AlreadyProcessed]: HttpStatus.CONFLICT,
};

export class OutboxItemsError extends AppError<OutboxItemsErrorCode> {
  constructor(code: OutboxItemsErrorCode, message: string) {
    super(code, message, undefined, undefined, { status: STATUS[code] });
  }
}

export const outboxItemNotFound = (): OutboxItemsError => new OutboxItemsError(OutboxItemsErrorCode.NotFound, 'Outbox item not found');
export const outboxItemProcessed = (): OutboxItemsError => new OutboxItemsError(OutboxItemsErrorCode.AlreadyProcessed, RETRY_PROCESSED_MESSAGE);
