import { RUSSIAN_FEDERATION } from './constants.ts';
import type { DocumentType } from './enums.ts';
import { DIGITS_WITH_HYPHENS_PATTERN, LETTERS } from './text-rules.ts';

/** A rule for a document number with its spaces already removed. */
interface NumberRule {
  test: (number: string) => boolean;
  message: string;
}

const matches =
  (pattern: RegExp, maxLength = Infinity) =>
  (number: string) =>
    number.length <= maxLength && pattern.test(number);

const UP_TO_16: NumberRule = {
  test: matches(/^.+$/, 16),
  message: 'Номер документа не должен превышать 16 символов',
};

/** SPEC §5 document table; a type without a rule takes any number. */
export const documentNumberRules: Partial<Record<DocumentType, NumberRule>> = {
  RussianPassport: {
    test: matches(/^\d{10}$/),
    message: 'Серия и номер паспорта должны содержать 10 цифр',
  },
  RussianForeignPassport: {
    test: matches(/^\d{9}$/),
    message: 'Номер заграничного паспорта должен содержать 9 цифр',
  },
  // Series in Roman numerals, two capital letters, then the number: «IV-МЮ 123456».
  BirthCertificate: {
    test: matches(/^[IVXLCM]{1,5}-?[А-ЯЁA-Z]{2}\d{6}$/, 13),
    message:
      'Номер свидетельства о рождении: римские цифры, две заглавные буквы и 6 цифр, например IV-МЮ123456',
  },
  MilitaryCard: {
    test: matches(new RegExp(`^[${LETTERS}]{2}\\d{5,7}$`), 9),
    message: 'Номер военного билета: 2 буквы и от 5 до 7 цифр',
  },
  ForeignPassport: {
    test: (number) =>
      matches(new RegExp(`^[${LETTERS}0-9-]*\\d[${LETTERS}0-9-]*$`), 16)(number) ||
      matches(/^[A-Za-z]{5,16}$/)(number),
    message:
      'Номер иностранного документа: до 16 букв, цифр и дефисов, хотя бы одна цифра или не менее 5 латинских букв',
  },
  ReturnToCisCertificate: {
    test: matches(DIGITS_WITH_HYPHENS_PATTERN, 10),
    message: 'Номер свидетельства может содержать только цифры и дефис, не более 10 символов',
  },
  SailorPassport: {
    test: matches(/^\d+$/, 7),
    message: 'Номер паспорта моряка может содержать только цифры, не более 7',
  },
  MedicalBirthCertificate: {
    test: matches(/^\d{6,12}$/),
    message: 'Номер медицинского свидетельства о рождении должен содержать от 6 до 12 цифр',
  },
  StatelessPersonIdentityCard: UP_TO_16,
  LostPassportCertificate: UP_TO_16,
  ResidencePermit: UP_TO_16,
  PrisonReleaseCertificate: UP_TO_16,
  RussianTemporaryIdentityCard: UP_TO_16,
  RefugeeIdentity: UP_TO_16,
  ConvictedPersonIdentity: UP_TO_16,
  AcknowledgmentOfIdentityOfAForeignCitizenOrStatelessPerson: UP_TO_16,
  RefugeeCertificate: UP_TO_16,
  CertificateIssuedForAForeignCitizenGoingToDiplomaticOffice: UP_TO_16,
  AnotherDocumentOfAForeignCitizenRecognizedInTheRussianFederation: UP_TO_16,
};

/** The message for a number that breaks its document's rule, or null when it is fine. */
export function documentNumberProblem(type: DocumentType, number: string): string | null {
  const rule = documentNumberRules[type];
  return rule && !rule.test(number) ? rule.message : null;
}

/** Documents only Russian citizens hold; choosing one fills in the citizenship. */
const RUSSIAN_DOCUMENTS: ReadonlySet<DocumentType> = new Set<DocumentType>([
  'RussianPassport',
  'RussianForeignPassport',
  'UssrPassport',
  'BirthCertificate',
  'MilitaryCard',
  'MilitaryOfficerCard',
  'SailorPassport',
  'MedicalBirthCertificate',
  'LostPassportCertificate',
  'PrisonReleaseCertificate',
  'RussianTemporaryIdentityCard',
]);

/** Citizenship after the document type changes (SPEC §5). */
export function citizenshipForDocument(type: DocumentType, current: string): string {
  if (RUSSIAN_DOCUMENTS.has(type)) return RUSSIAN_FEDERATION;
  if (type === 'ForeignPassport' && current === RUSSIAN_FEDERATION) return '';
  return current;
}

/** The railway accepts its bonus cards only with some documents; the form disables the rest. */
export function bonusCardsAllowed(type: DocumentType): {
  rzd_bonus_card: boolean;
  universal_bonus_card: boolean;
} {
  return {
    rzd_bonus_card: type !== 'MilitaryCard',
    universal_bonus_card: type !== 'MilitaryCard' && type !== 'BirthCertificate',
  };
}
