import { describe, expect, it } from 'vitest';
import {
  bonusCardsAllowed,
  citizenshipForDocument,
  documentNumberProblem,
  documentNumberRules,
} from './documents.ts';
import { type DocumentType, ZDocumentType } from './enums.ts';

const cases: [DocumentType, string[], string[], string][] = [
  [
    'RussianPassport',
    ['4506123456'],
    ['450612345', '45061234567', '45O6123456'],
    'Серия и номер паспорта должны содержать 10 цифр',
  ],
  [
    'RussianForeignPassport',
    ['751234567'],
    ['75123456', '7512345678', '75123456A'],
    'Номер заграничного паспорта должен содержать 9 цифр',
  ],
  [
    'BirthCertificate',
    ['IV-МЮ123456', 'IVМЮ123456', 'XIIAB123456', 'XXXVIАБ123456'],
    ['IV-мю123456', 'IV-МЮ12345', 'ЧЧ-МЮ123456', 'XXXVI-АБ123456', 'IV-М123456', 'IV МЮ 123456!'],
    'Номер свидетельства о рождении: римские цифры, две заглавные буквы и 6 цифр, например IV-МЮ123456',
  ],
  [
    'MilitaryCard',
    ['АБ12345', 'AB1234567', 'аб123456'],
    ['АБ1234', 'АБ12345678', 'А1234567', '12АБ34567'],
    'Номер военного билета: 2 буквы и от 5 до 7 цифр',
  ],
  [
    'ForeignPassport',
    ['1', 'AB-123', 'N123456789012345', 'ABCDE', 'ABCDEFGHIJKLMNOP'],
    ['ABCD', 'ABCDEFGHIJKLMNOPQ', '12345678901234567', 'AB_12', 'АБВГД'],
    'Номер иностранного документа: до 16 букв, цифр и дефисов, хотя бы одна цифра или не менее 5 латинских букв',
  ],
  [
    'ReturnToCisCertificate',
    ['1234567', '12-3456789'],
    ['12345678901', '12/345', 'A123'],
    'Номер свидетельства может содержать только цифры и дефис, не более 10 символов',
  ],
  [
    'SailorPassport',
    ['1', '1234567'],
    ['12345678', '12A'],
    'Номер паспорта моряка может содержать только цифры, не более 7',
  ],
  [
    'MedicalBirthCertificate',
    ['123456', '123456789012'],
    ['12345', '1234567890123', '12345A'],
    'Номер медицинского свидетельства о рождении должен содержать от 6 до 12 цифр',
  ],
];

const upTo16: DocumentType[] = [
  'StatelessPersonIdentityCard',
  'LostPassportCertificate',
  'ResidencePermit',
  'PrisonReleaseCertificate',
  'RussianTemporaryIdentityCard',
  'RefugeeIdentity',
  'ConvictedPersonIdentity',
  'AcknowledgmentOfIdentityOfAForeignCitizenOrStatelessPerson',
  'RefugeeCertificate',
  'CertificateIssuedForAForeignCitizenGoingToDiplomaticOffice',
  'AnotherDocumentOfAForeignCitizenRecognizedInTheRussianFederation',
];

describe('document number rules', () => {
  describe.each(cases)('%s', (type, good, bad, message) => {
    it.each(good)('accepts %s', (number) => {
      expect(documentNumberProblem(type, number)).toBeNull();
    });

    it.each(bad)('rejects %s', (number) => {
      expect(documentNumberProblem(type, number)).toBe(message);
    });
  });

  it.each(upTo16)('%s takes up to 16 characters', (type) => {
    expect(documentNumberProblem(type, 'AB-12/345678901С')).toBeNull();
    expect(documentNumberProblem(type, '12345678901234567')).toBe(
      'Номер документа не должен превышать 16 символов',
    );
  });

  it('leaves the other documents unrestricted', () => {
    const ruled = new Set(Object.keys(documentNumberRules));
    const free = ZDocumentType.options.filter((type) => !ruled.has(type));
    expect(free).toEqual([
      'UssrPassport',
      'MilitaryOfficerCard',
      'DiplomaticPassport',
      'ServicePassport',
    ]);
    for (const type of free) {
      expect(documentNumberProblem(type, 'любой № 1234567890123456789')).toBeNull();
    }
  });
});

describe('citizenshipForDocument', () => {
  it.each([
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
  ] as const)('sets Russia for %s', (type) => {
    expect(citizenshipForDocument(type, 'Казахстан')).toBe('Российская Федерация');
  });

  it('clears Russia when a foreign document is chosen, keeps another country', () => {
    expect(citizenshipForDocument('ForeignPassport', 'Российская Федерация')).toBe('');
    expect(citizenshipForDocument('ForeignPassport', 'Армения')).toBe('Армения');
  });

  it('leaves citizenship alone for other documents', () => {
    expect(citizenshipForDocument('ResidencePermit', 'Армения')).toBe('Армения');
    expect(citizenshipForDocument('DiplomaticPassport', 'Российская Федерация')).toBe(
      'Российская Федерация',
    );
  });
});

describe('bonusCardsAllowed', () => {
  it('disables both cards for a military card', () => {
    expect(bonusCardsAllowed('MilitaryCard')).toEqual({
      rzd_bonus_card: false,
      universal_bonus_card: false,
    });
  });

  it('disables the universal card for a birth certificate', () => {
    expect(bonusCardsAllowed('BirthCertificate')).toEqual({
      rzd_bonus_card: true,
      universal_bonus_card: false,
    });
  });

  it('allows both otherwise', () => {
    expect(bonusCardsAllowed('RussianPassport')).toEqual({
      rzd_bonus_card: true,
      universal_bonus_card: true,
    });
  });
});
