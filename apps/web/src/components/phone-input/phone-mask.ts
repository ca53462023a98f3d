/** Digits after the country code: a Russian mobile or city number has ten. */
const NATIONAL_DIGITS = 10;

/**
 * The contact phone as Russians write it, «+7 (912) 345-67-89», built as the visitor types;
 * a leading 8 or 7 both mean +7. The schema drops the mask's spaces, brackets and hyphens.
 */
export function maskPhone(typed: string, previous: string): string {
  let digits = typed.replace(/\D/g, '');
  // Deleting a bracket or a hyphen deletes the digit before it, or the mask would put it back.
  if (typed.length < previous.length && digits === previous.replace(/\D/g, '')) {
    digits = digits.slice(0, -1);
  }
  if (digits === '') return '';
  const national = (/^[78]/.test(digits) ? digits.slice(1) : digits).slice(0, NATIONAL_DIGITS);
  let masked = '+7';
  if (national.length > 0) masked += ` (${national.slice(0, 3)}`;
  if (national.length >= 3) masked += ')';
  if (national.length > 3) masked += ` ${national.slice(3, 6)}`;
  if (national.length > 6) masked += `-${national.slice(6, 8)}`;
  if (national.length > 8) masked += `-${national.slice(8, 10)}`;
  return masked;
}
