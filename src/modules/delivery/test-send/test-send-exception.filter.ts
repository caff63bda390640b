import { Catch, HttpStatus } from '@nestjs/common';
import { DeliveryError, DeliveryErrorCode } from 'src/modules/delivery/delivery.errors';
import { FailedDeliveryError } from 'src/modules/delivery/deliveries.service';
import { ProblemDetailsFilter } from 'src/common/filters/problem-details.filter';

type Mapped = ReturnType<ProblemDetailsFilter['map']>;

/**
 * The templates envelope, plus provider failures answered with the provider's message: 503 when sending is not
 * configured or the provider is unavailable (try again later), 502 when the provider refused the message or our
 * credentials. `details` names the delivery row that records the failure.
 */
@Catch()
export class TestSendExceptionFilter extends ProblemDetailsFilter {
  override map(exception: unknown): Mapped {
    if (!(exception instanceof DeliveryError)) return super.map(exception);
    const unavailable = exception.code === DeliveryErrorCode.NotConfigured || exception.code === DeliveryErrorCode.Unavailable;
    const status = unavailable ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.BAD_GATEWAY;
    const details = {
      provider: exception.provider,
      retryable: exception.retryable,
      ...(exception instanceof FailedDeliveryError ? { delivery_id: exception.deliveryId } : {}),
      ...(exception.details.retryAfterMs !== undefined ? { retry_after_ms: exception.details.retryAfterMs } : {}),
    };
    return {
      status,
      body: { success: false, error: exception.message, message: exception.message, error_code: exception.code, details: [details] },
    };
  }
}
