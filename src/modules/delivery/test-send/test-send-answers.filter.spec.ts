import 'reflect-metadata';
import { HttpStatus } from '@nestjs/common';
import { DeliveryError, DeliveryErrorCode } from 'src/modules/delivery/delivery.errors';
import { FailedDeliveryError } from 'src/modules/delivery/deliveries.service';
import { TemplatesError, TemplatesErrorCode } from 'src/modules/templates/templates.errors';
import { AppExceptionFilter } from 'src/common/filters/app-exception.filter';
import { TestSendError, TestSendErrorCode } from './test-send.errors';

const failed = (code: DeliveryErrorCode, retryAfterMs?: number): FailedDeliveryError =>
  new FailedDeliveryError(new DeliveryError(code, `provider says ${code}`, { provider: 'graph', status: 400, providerCode: 'X', ...(retryAfterMs ? { retryAfterMs } : {}) }), 'delivery-1');

describe('test send failures in the app envelope', () => {
  const sut = new AppExceptionFilter();

  it.each([
    [DeliveryErrorCode.Rejected, HttpStatus.BAD_GATEWAY],
    [DeliveryErrorCode.AuthFailed, HttpStatus.BAD_GATEWAY],
    [DeliveryErrorCode.Unavailable, HttpStatus.SERVICE_UNAVAILABLE],
    [DeliveryErrorCode.NotConfigured, HttpStatus.SERVICE_UNAVAILABLE],
  ])("should answer %s as %i with the provider's message and the delivery", (code, status) => {
    const mapped = sut.map(failed(code));
    expect(mapped.status).toBe(status);
    expect(mapped.body).toEqual({
      success: false,
      error: `provider says ${code}`,
      message: `provider says ${code}`,
      error_code: code,
      details: [{ provider: 'graph', retryable: code === DeliveryErrorCode.Unavailable, delivery_id: 'delivery-1' }],
    });
  });

  it('should pass the wait of a throttled provider on', () => {
    expect(sut.map(failed(DeliveryErrorCode.Unavailable, 30_000)).body.details).toEqual([{ provider: 'graph', retryable: true, delivery_id: 'delivery-1', retry_after_ms: 30_000 }]);
  });

  it('should answer the test send rules and a missing template with their statuses and problem lists', () => {
    expect(sut.map(new TestSendError(TestSendErrorCode.RecipientForbidden, 'Test emails can only be sent to @movingco.example addresses')).status).toBe(HttpStatus.FORBIDDEN);
    expect(sut.map(new TestSendError(TestSendErrorCode.ContentInvalid, 'Please fill in subject and content before sending test email')).body).toMatchObject({
      error_code: 'TEST_SEND_CONTENT_INVALID',
      details: ['Please fill in subject and content before sending test email'],
    });
    expect(sut.map(new TemplatesError(TemplatesErrorCode.TemplateNotFound, 'Template not found or deleted')).status).toBe(HttpStatus.NOT_FOUND);
  });
});
