import { isEmail } from 'class-validator';
import { TestSendError, TestSendErrorCode } from './test-send.errors';

export interface RecipientRule {
  /** Lower-case domains test emails may go to. */
  domains: string[];
  /** true: any address. */
  anyRecipient: boolean;
}

/** The one recipient of a test email, trimmed; refuses lists, invalid addresses and other domains. */
export function checkTestRecipient(raw: string, rule: RecipientRule): string {
  const address = raw.trim();
  if (address === '') throw new TestSendError(TestSendErrorCode.RecipientInvalid, 'Please enter an email address to send the test email to');
  if (/[,;\s]/.test(address)) throw new TestSendError(TestSendErrorCode.RecipientInvalid, 'Test emails go to exactly one address');
  if (!isEmail(address)) throw new TestSendError(TestSendErrorCode.RecipientInvalid, `${address} is not a valid email address`);
  if (rule.anyRecipient) return address;
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (rule.domains.includes(domain)) return address;
  const allowed = rule.domains.length > 0 ? rule.domains.map((d) => `@${d}`).join(', ') : 'no domain (none is configured)';
  throw new TestSendError(TestSendErrorCode.RecipientForbidden, `Test emails can only be sent to ${allowed} addresses`);
}
