import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { TEXT_MESSAGES } from '../../contract/texts';
import { badRequest } from '../http-error';

/**
 * A recipient's number as typed, in E.164 ('+15550109999'), or a 400 a person can act on.
 * A number without its +country code is read in `region` (the sender's browser's), if any;
 * it must be a valid number there, not only the right length (libphonenumber's metadata).
 */
export function recipientPhone(typed: string, region: string | undefined): string {
  const country = region ? (region.toUpperCase() as CountryCode) : undefined;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(typed.trim(), country);
  } catch {
    parsed = undefined; // an unknown region code: as good as none
  }
  if (!parsed || !parsed.isValid()) throw badRequest(TEXT_MESSAGES.badPhone, 'invalid-field');
  return parsed.number;
}
