/**
 * Phone helpers. Deliberately free of project imports so the admin can share formatPhoneDisplay.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Parses a free-form phone number into E.164 ('+15551234567'); null when it cannot be a real number. */
export function normalizePhone(raw: string, defaultCountry: CountryCode = 'US'): string | null {
  if (typeof raw !== 'string') return null;
  const input = raw.trim();
  if (input === '' || input.length > 64 || !/\d/.test(input)) return null;
  let phone;
  try {
    phone = parsePhoneNumberFromString(input, defaultCountry);
  } catch {
    return null;
  }
  if (!phone || !phone.isPossible()) return null;
  // North American area codes never start with 0 or 1 ('000-000-0000' is not a number).
  if (phone.countryCallingCode === '1' && !/^[2-9]\d{9}$/.test(phone.nationalNumber)) return null;
  return phone.number;
}

/**
 * '(555) 123-4567' for 10-digit US numbers (also accepts E.164 '+1…' and '1-555-…'); any other value is returned
 * unchanged, and null becomes ''.
 */
export function formatPhoneDisplay(value: string | null): string {
  if (value === null || value === undefined) return '';
  const trimmed = value.trim();
  let digits: string | null = null;
  if (/^\+1\d{10}$/.test(trimmed)) {
    digits = trimmed.slice(2);
  } else if (/^[\d\s().+-]+$/.test(trimmed)) {
    const all = trimmed.replace(/\D/g, '');
    if (all.length === 10 && !trimmed.startsWith('+')) digits = all;
    else if (all.length === 11 && all.startsWith('1') && (trimmed.startsWith('+1') || trimmed.startsWith('1'))) digits = all.slice(1);
  }
  if (digits === null) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
