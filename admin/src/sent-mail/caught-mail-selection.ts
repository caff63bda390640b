import type { CaughtMailSummary } from '../api/types';
import { ApiError } from '../providers/api-error';

const bare = (value: string) => value.trim().replace(/^<|>$/g, '');

/** Newest first (by the catcher's received date). */
export const newestFirst = (messages: readonly CaughtMailSummary[]): CaughtMailSummary[] =>
  [...messages].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

/** The message a ?id= names: its caught id, or its Message-ID with or without the angle brackets. */
export const findCaughtMail = (messages: readonly CaughtMailSummary[], wanted: string | null): CaughtMailSummary | undefined => {
  if (!wanted) return undefined;
  const key = bare(wanted);
  return messages.find((message) => message.id === wanted || (message.message_id !== null && bare(message.message_id) === key));
};

/** The API's answer when mail goes out through a real provider and no catcher runs. */
export const isCatcherOff = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 404 &&
  (error.errorCode === 'MAIL_CATCHER_NOT_FOUND' || error.message === 'The mail catcher is not running');

/** '1.2 KB' style sizes. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};
