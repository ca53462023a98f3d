import type { LegTransportType, PassengerCategory } from '@peresadka/contracts/enums';
import { ageOn, categoryAgeProblem } from '@peresadka/contracts/fare-rules';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why the chosen category does not fit the passenger's age on the day of departure, said as
 * soon as the birthday is typed: the server refuses such a ticket, better to know before.
 */
export function categoryAgeWarning(
  mode: LegTransportType,
  category: PassengerCategory,
  birthday: string,
  departureDate: string,
): string | null {
  if (!ISO_DATE.test(birthday) || !ISO_DATE.test(departureDate)) return null;
  const age = ageOn(birthday, departureDate);
  return age < 0 ? null : categoryAgeProblem(mode, category, age);
}
