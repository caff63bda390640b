import { ApiError } from '../../../providers/api-error';

export const ENTER_TEST_ADDRESS = 'Please enter a test email address';
export const TEST_SEND_FAILED = 'Failed to send test email';
export const NO_SEQUENCES = 'No sequences found';

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** An ISO-like duration (PT2H30M, P1DT2H) as whole hours and minutes; null when it cannot be read. */
export const durationParts = (duration: string | null | undefined): { hours: number; minutes: number } | null => {
  const match = DURATION.exec((duration ?? '').trim().toUpperCase());
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const totalMinutes = Number(days) * 1440 + Number(hours) * 60 + Number(minutes) + Math.floor(Number(seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
};

/** 'Delay: 2h 30m' ('No delay' for none; the stored seconds when the duration cannot be read). */
export const durationLabel = (duration: string | null | undefined, delaySeconds = 0): string => {
  const parts = durationParts(duration) ?? { hours: Math.floor(delaySeconds / 3600), minutes: Math.floor((delaySeconds % 3600) / 60) };
  if (parts.hours === 0 && parts.minutes === 0) return 'No delay';
  return `Delay: ${parts.hours}h ${parts.minutes}m`;
};

/** 'Failed to send test email: {error}', or without the colon when the failure says nothing. */
export const testSendFailure = (error: unknown): string => {
  const text = error instanceof ApiError && error.status === 0 ? 'Network error occurred' : error instanceof Error ? error.message : '';
  return text ? `${TEST_SEND_FAILED}: ${text}` : TEST_SEND_FAILED;
};
