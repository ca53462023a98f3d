import type { DocumentType } from './enums.ts';

/** Documents Russian Railways accept for a ticket within Russia. */
export const TRAIN_DOCUMENTS: DocumentType[] = [
  'RussianPassport',
  'BirthCertificate',
  'RussianForeignPassport',
  'ForeignPassport',
  'MilitaryCard',
  'MilitaryOfficerCard',
  'SailorPassport',
  'ResidencePermit',
  'RussianTemporaryIdentityCard',
];
