/** Digits after the country code: a Russian mobile or city number has ten. */
const NATIONAL_DIGITS = 10;

/**
 * The contact phone as Russians write it, «+7 (912) 345-67-89», built as the visitor types;
 * a leading 8 or 7 both mean +7. The schema drops the mask's spaces, brackets and hyphens.
 */
export function maskPhone(typed: string, previous: string): string {
  const digits = withoutDigitBeforeDeletedSign(typed, previous).replace(/\D/g, '');
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

/**
 * Deleting a bracket, a space or a hyphen deletes the digit before it, or the mask would put the
 * sign back and backspace would be stuck. Only a single sign deleted counts: a whole number
 * pasted over the field (or a form filling it) may be shorter than the masked one it replaces
 * and keeps every digit.
 */
function withoutDigitBeforeDeletedSign(typed: string, previous: string): string {
  if (typed.length !== previous.length - 1) return typed;
  let at = 0;
  while (at < typed.length && typed[at] === previous[at]) at++;
  if (/\d/.test(previous[at]!) || typed.slice(at) !== previous.slice(at + 1)) return typed;
  const digitBefore = typed.slice(0, at).search(/\d\D*$/);
  return digitBefore < 0 ? typed : typed.slice(0, digitBefore) + typed.slice(digitBefore + 1);
}
