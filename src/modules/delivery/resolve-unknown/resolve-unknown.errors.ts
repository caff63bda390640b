import { HttpStatus } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';

export enum ResolveUnknownErrorCode {
  NotFound = 'DELIVERY_NOT_FOUND',
  /** Only a delivery whose outcome is unknown waits for an operator's decision; the answer carries its `status`. */
  NotUnknown = 'DELIVERY_NOT_UNKNOWN',
}

const STATUS: Record<ResolveUnknownErrorCode, HttpStatus> = {
  [ResolveUnknownErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [ResolveUnknownErrorCode.NotUnknown]: HttpStatus.CONFLICT,
};

export class ResolveUnknownError extends AppError<ResolveUnknownErrorCode> {
  constructor(code: ResolveUnknownErrorCode, message: string, envelope: Record<string, unknown> = {}) {
    super(code, message, undefined, undefined, { status: STATUS[code], envelope });
  }
}

export const deliveryNotFound = (): ResolveUnknownError => new ResolveUnknownError(ResolveUnknownErrorCode.NotFound, 'Delivery not found');
export const deliveryNotUnknown = (status: string): ResolveUnknownError =>
  new ResolveUnknownError(
    ResolveUnknownErrorCode.NotUnknown,
    `Only a delivery whose outcome is unknown can be marked as sent or not sent; this one is ${status}`,
    { status },
  );
