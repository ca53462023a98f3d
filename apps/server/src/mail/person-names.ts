import { incline } from 'lvovich';

type Person = { lastName: string; firstName: string; middleName: string; sex: string };

/** A name part the form fills with a dash when there is none. */
const present = (part: string) => (/^[-–—]?$/.test(part.trim()) ? undefined : part);

/**
 * A traveller's name in the genitive, as «билет пассажира …» needs it: «Петровой Марии».
 * Russian declines each part by the person's sex, which the order knows; lvovich knows the
 * endings, including the surnames that do not decline («Черных», «Дюма»).
 */
export function genitiveName(p: Person): string {
  const declined = incline(
    {
      last: p.lastName,
      first: p.firstName,
      middle: present(p.middleName),
      gender: p.sex === 'Female' ? 'female' : 'male',
    },
    'genitive',
  );
  return [declined.last, declined.first, declined.middle].filter(Boolean).join(' ');
}
