import { z } from 'zod';

/** Tabs of the results page; COMBINED mixes the other three. */
export const ZSearchTransportType = z.enum(['PLANE', 'TRAIN', 'BUS', 'COMBINED']);
export type SearchTransportType = z.infer<typeof ZSearchTransportType>;

/** One leg of a journey is always a single mode. */
export const ZLegTransportType = ZSearchTransportType.exclude(['COMBINED']);
export type LegTransportType = z.infer<typeof ZLegTransportType>;

/**
 * Orders name the mode as the payment URLs do (/payment/create/bus/ …); 'combined' is one
 * order over legs of several modes (a plane, then a train…).
 */
export const ZOrderTransportType = z.enum(['bus', 'avia', 'train', 'combined']);
export type OrderTransportType = z.infer<typeof ZOrderTransportType>;
export const orderTransportLabels: Record<OrderTransportType, string> = {
  bus: 'Автобус',
  avia: 'Самолёт',
  train: 'Поезд',
  combined: 'Поездка с пересадками',
};
export const orderTransportOfLeg: Record<LegTransportType, OrderTransportType> = {
  BUS: 'bus',
  PLANE: 'avia',
  TRAIN: 'train',
};

export const ZStationType = z.enum(['RailwayStation', 'Airport', 'BusStop']);
export type StationType = z.infer<typeof ZStationType>;

export const ZServiceClass = z.enum(['Economic', 'Business', 'First', 'Comfort']);
export type ServiceClass = z.infer<typeof ZServiceClass>;

/** The four passenger counters; the air booking uses the same names. */
export const ZPassengerCategory = z.enum(['Adult', 'Child', 'BabyWithPlace', 'BabyWithoutPlace']);
export type PassengerCategory = z.infer<typeof ZPassengerCategory>;
export const passengerCategoryLabels: Record<PassengerCategory, string> = {
  Adult: 'Взрослые (от 12 лет)',
  Child: 'Дети (от 2 до 12 лет)',
  BabyWithPlace: 'Младенцы с местом (до 2 лет)',
  BabyWithoutPlace: 'Младенцы без места (до 2 лет)',
};
/** Numeric codes of SPEC §3, in counter order. */
export const passengerCategoryCodes = {
  Adult: 1,
  Child: 2,
  BabyWithPlace: 3,
  BabyWithoutPlace: 4,
} as const satisfies Record<PassengerCategory, number>;
export type PassengerCategoryCode = (typeof passengerCategoryCodes)[PassengerCategory];

/** Railways have no "baby with a place": such a child travels on a child ticket. */
export const ZTrainPassengerCategory = ZPassengerCategory.exclude(['BabyWithPlace']);
export type TrainPassengerCategory = z.infer<typeof ZTrainPassengerCategory>;

export const ZSex = z.enum(['NoValue', 'Male', 'Female']);
export type Sex = z.infer<typeof ZSex>;
export const sexLabels: Record<Sex, string> = {
  NoValue: 'Не указан',
  Male: 'Мужской',
  Female: 'Женский',
};

export const ZDocumentType = z.enum([
  'RussianPassport',
  'RussianForeignPassport',
  'BirthCertificate',
  'ForeignPassport',
  'UssrPassport',
  'MilitaryCard',
  'MilitaryOfficerCard',
  'DiplomaticPassport',
  'ReturnToCisCertificate',
  'ServicePassport',
  'SailorPassport',
  'StatelessPersonIdentityCard',
  'ResidencePermit',
  'LostPassportCertificate',
  'MedicalBirthCertificate',
  'PrisonReleaseCertificate',
  'RussianTemporaryIdentityCard',
  'RefugeeIdentity',
  'RefugeeCertificate',
  'ConvictedPersonIdentity',
  'AcknowledgmentOfIdentityOfAForeignCitizenOrStatelessPerson',
  'CertificateIssuedForAForeignCitizenGoingToDiplomaticOffice',
  'AnotherDocumentOfAForeignCitizenRecognizedInTheRussianFederation',
]);
export type DocumentType = z.infer<typeof ZDocumentType>;
export const documentTypeLabels: Record<DocumentType, string> = {
  RussianPassport: 'Паспорт РФ',
  RussianForeignPassport: 'Заграничный паспорт РФ',
  BirthCertificate: 'Свидетельство о рождении',
  ForeignPassport: 'Иностранный документ',
  UssrPassport: 'Паспорт СССР',
  MilitaryCard: 'Военный билет',
  MilitaryOfficerCard: 'Удостоверение личности военнослужащего',
  DiplomaticPassport: 'Дипломатический паспорт',
  ReturnToCisCertificate: 'Свидетельство на возвращение в страны СНГ',
  ServicePassport: 'Служебный паспорт',
  SailorPassport: 'Паспорт моряка',
  StatelessPersonIdentityCard: 'Удостоверение личности лица без гражданства',
  ResidencePermit: 'Вид на жительство',
  LostPassportCertificate: 'Справка об утере паспорта',
  MedicalBirthCertificate: 'Медицинское свидетельство о рождении',
  PrisonReleaseCertificate: 'Справка об освобождении из мест лишения свободы',
  RussianTemporaryIdentityCard: 'Временное удостоверение личности',
  RefugeeIdentity: 'Удостоверение беженца',
  RefugeeCertificate: 'Свидетельство о рассмотрении ходатайства о признании беженцем',
  ConvictedPersonIdentity: 'Удостоверение личности осуждённого',
  AcknowledgmentOfIdentityOfAForeignCitizenOrStatelessPerson:
    'Заключение об установлении личности иностранного гражданина',
  CertificateIssuedForAForeignCitizenGoingToDiplomaticOffice:
    'Справка иностранному гражданину для обращения в дипломатическое представительство',
  AnotherDocumentOfAForeignCitizenRecognizedInTheRussianFederation:
    'Иной документ иностранного гражданина, признаваемый в РФ',
};

export const ZCarType = z.enum([
  'Unknown',
  'Shared',
  'Soft',
  'Luxury',
  'Compartment',
  'ReservedSeat',
  'Sedentary',
  'Baggage',
]);
export type CarType = z.infer<typeof ZCarType>;

/** Orders and each passenger's ticket carry one of these. */
export const ZOrderStatus = z.enum(['PAID', 'CANCELLED', 'WAITING', 'RETURNED', 'NOT_PAID']);
export type OrderStatus = z.infer<typeof ZOrderStatus>;
export const orderStatusLabels: Record<OrderStatus, string> = {
  PAID: 'Оплачен',
  CANCELLED: 'Отменён',
  WAITING: 'Ожидает оплаты',
  RETURNED: 'Возвращён',
  NOT_PAID: 'Ошибка оплаты',
};

/** Car plan variants: double-deck cars have two floors, narrow screens get a vertical plan. */
export const ZTrainSchemaType = z.enum([
  'PcFirstStorey',
  'PcSecondStorey',
  'MobileFirstStorey',
  'MobileSecondStorey',
]);
export type TrainSchemaType = z.infer<typeof ZTrainSchemaType>;

/** Needed by trains crossing Lithuania to and from Kaliningrad. */
export const ZTransitDocument = z.enum(['NoValue', 'Permission', 'SimplifiedDocument']);
export type TransitDocument = z.infer<typeof ZTransitDocument>;
export const transitDocumentLabels: Record<TransitDocument, string> = {
  NoValue: 'Не требуется',
  Permission: 'Разрешение на транзитный проезд',
  SimplifiedDocument: 'Упрощённый проездной документ (УПД)',
};

/** Railway fare discounts by age; offered to adults only. */
export const ZPreferredTariff = z.enum(['Full', 'Junior', 'Senior']);
export type PreferredTariff = z.infer<typeof ZPreferredTariff>;
export const preferredTariffLabels: Record<PreferredTariff, string> = {
  Full: 'Полный',
  Junior: 'Юниор (от 10 до 21 года)',
  Senior: 'Сеньор (от 60 лет)',
};
