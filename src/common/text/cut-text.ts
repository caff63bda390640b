const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/** The first `limit` UTF-16 units (never half a surrogate pair), trailing blanks trimmed. */
export function cutText(value: string, limit: number): string {
  const end = isHighSurrogate(value.charCodeAt(limit - 1)) ? limit - 1 : limit;
  return value.slice(0, end).trimEnd();
}

/** `value` cut to `limit` when it is longer; null and short values unchanged. */
export function cutIfLonger(value: string | null, limit: number): string | null {
  return value !== null && value.length > limit ? cutText(value, limit) : value;
}
