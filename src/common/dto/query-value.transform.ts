/**
 * class-transformer `@Transform`s for query parameters, which arrive as strings (or arrays when repeated).
 * Only well-formed values are converted; anything else is left as received so the field's rule refuses it
 * with its own message (`hours=abc` is "hours must be a whole number ...", never NaN or 0).
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "24" → 24, "-5" → -5, "1.5" → 1.5; "", "abc", "0x10", "1e3" and repeated parameters stay as they are. */
export const toQueryNumber = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value);

/** "true"/"1" → true, "false"/"0" → false (what the admin and scripts send); anything else stays as it is. */
export const toQueryBoolean = ({ value }: { value: unknown }): unknown => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
};

/** Trims a string and turns a blank one into undefined, so an empty form field counts as not given. */
export const blankToUndefined = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};
