import type {
  DocumentType,
  LegTransportType,
  OrderStatus,
  OrderTransportType,
  PassengerCategory,
  PreferredTariff,
  Sex,
  TransitDocument,
  TripDirection,
} from './enums.ts';

/**
 * The enums' values people read, and the order kinds, apart from their schemas (enums.ts, which
 * re-exports them): the order and ticket pages show them with no zod loaded.
 */

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
