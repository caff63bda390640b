import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as staff read it: North American numbers (10 digits, or +1 / 1 and 10 digits) as
 * (xxx) xxx-xxxx; anything else (other countries, extensions, free text) unchanged.
 */
export const formatPhoneDisplay = (value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const trimmed = value.trim();
  if (!/^[\d\s().+-]+$/.test(trimmed)) return value;
  const phone = parsePhoneNumberFromString(trimmed, 'US');
  if (!phone || phone.countryCallingCode !== '1' || phone.nationalNumber.length !== 10) return value;
  return phone.formatNational();
};
