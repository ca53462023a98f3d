/**
 * The enums' values and the words people read for them, apart from their schemas (enums.ts builds
 * its schemas from these values and re-exports them): the order and ticket pages show them with
 * no zod loaded.
 */

export const LEG_TRANSPORT_TYPES = ['PLANE', 'TRAIN', 'BUS'] as const;
export const PASSENGER_CATEGORIES = [
  'Adult',
  'Child',
  'BabyWithPlace',
  'BabyWithoutPlace',
] as const;
export const SEXES = ['NoValue', 'Male', 'Female'] as const;
export const DOCUMENT_TYPES = [
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
] as const;
export const ORDER_STATUSES = ['PAID', 'CANCELLED', 'WAITING', 'RETURNED', 'NOT_PAID'] as const;
export const TRANSIT_DOCUMENTS = ['NoValue', 'Permission', 'SimplifiedDocument'] as const;
export const PREFERRED_TARIFFS = ['Full', 'Junior', 'Senior'] as const;
export const TRIP_DIRECTIONS = ['there', 'back'] as const;

type LegTransportType = (typeof LEG_TRANSPORT_TYPES)[number];
type OrderTransportType = (typeof ORDER_TRANSPORT_TYPES)[number];
type PassengerCategory = (typeof PASSENGER_CATEGORIES)[number];
type Sex = (typeof SEXES)[number];
type DocumentType = (typeof DOCUMENT_TYPES)[number];
type OrderStatus = (typeof ORDER_STATUSES)[number];
type TransitDocument = (typeof TRANSIT_DOCUMENTS)[number];
type PreferredTariff = (typeof PREFERRED_TARIFFS)[number];
type TripDirection = (typeof TRIP_DIRECTIONS)[number];

/** The order kinds, as the payment URLs name them (/payment/create/bus/ …). */
export const ORDER_TRANSPORT_TYPES = ['bus', 'avia', 'train', 'combined'] as const;
export const isOrderTransportType = (
  value: string | null | undefined,
): value is OrderTransportType =>
  (ORDER_TRANSPORT_TYPES as readonly string[]).includes(value ?? '');

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

export const sexLabels: Record<Sex, string> = {
  NoValue: 'Не указан',
  Male: 'Мужской',
  Female: 'Женский',
};

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

export const orderStatusLabels: Record<OrderStatus, string> = {
  PAID: 'Оплачен',
  CANCELLED: 'Отменён',
  WAITING: 'Ожидает оплаты',
  RETURNED: 'Возвращён',
  NOT_PAID: 'Ошибка оплаты',
};

export const transitDocumentLabels: Record<TransitDocument, string> = {
  NoValue: 'Не требуется',
  Permission: 'Разрешение на транзитный проезд',
  SimplifiedDocument: 'Упрощённый проездной документ (УПД)',
};

export const preferredTariffLabels: Record<PreferredTariff, string> = {
  Full: 'Полный',
  Junior: 'Юниор (от 10 до 21 года)',
  Senior: 'Сеньор (от 60 лет)',
};

/** A round trip's two ways, as its order, tickets and letters head them. */
export const tripDirectionLabels: Record<TripDirection, string> = {
  there: 'Туда',
  back: 'Обратно',
};
