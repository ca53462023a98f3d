import { IM_POS_HEADER, type ImPath, type ImRequest } from '@peresadka/contracts/im/im-calls';
import { IM_TYPES } from '@peresadka/contracts/im/im-values';
import type {
  CreateReservationRequest,
  OrderCustomerRequest,
  RailwayReservationRequest,
} from '@peresadka/contracts/im/order-reservation';
import {
  startImSandbox,
  type ImPartner,
  type ImSandbox,
  type ImSandboxOptions,
} from './sandbox.ts';
import { KAZAN_RAIL, MOSCOW_KAZANSKY, testCatalogue } from './test-network.test-support.ts';

export const PARTNER: ImPartner = { login: 'peresadka', password: 'secret-one', pos: 'peresadka' };
export const OTHER_PARTNER: ImPartner = { login: 'other', password: 'secret-two', pos: 'kiosk' };

/** Monday 2 March 2026, 12:00 in Moscow: every test starts here. */
export const START = Date.parse('2026-03-02T12:00:00+03:00');
/** The next day, when 002Й leaves Moscow at 20:00. */
export const DAY = '2026-03-03';

/** The sandbox's clock, moved by the tests. */
export class TestClock {
  at = START;
  readonly now = (): Date => new Date(this.at);
  advance(minutes: number): void {
    this.at += minutes * 60_000;
  }
}

const catalogue = testCatalogue();

export async function startTestSandbox(
  options: Partial<ImSandboxOptions> = {},
): Promise<{ sandbox: ImSandbox; clock: TestClock }> {
  const clock = new TestClock();
  const sandbox = await startImSandbox({
    port: 0,
    catalogue,
    partners: [PARTNER, OTHER_PARTNER],
    now: clock.now,
    ...options,
  });
  return { sandbox, clock };
}

export const authorizationOf = (partner: Pick<ImPartner, 'login' | 'password'>): string =>
  `Basic ${Buffer.from(`${partner.login}:${partner.password}`).toString('base64')}`;

export type Answer = {
  status: number;
  /** The parsed JSON; the raw bytes for anything else (the PDF). */
  body: unknown;
  type: string;
};

/** The protocol as one partner calls it. */
export function imApi(sandbox: ImSandbox, partner: ImPartner = PARTNER) {
  return {
    async post<P extends ImPath>(path: P, body: ImRequest<P> | unknown): Promise<Answer> {
      const response = await fetch(`${sandbox.origin}/${path}`, {
        method: 'POST',
        headers: {
          authorization: authorizationOf(partner),
          [IM_POS_HEADER]: partner.pos,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      const type = response.headers.get('content-type') ?? '';
      const bytes = Buffer.from(await response.arrayBuffer());
      return {
        status: response.status,
        type,
        body: type.includes('json') ? JSON.parse(bytes.toString('utf8')) : bytes,
      };
    },
  };
}

export const customer = (
  index: number,
  overrides: Partial<OrderCustomerRequest> = {},
): OrderCustomerRequest => ({
  $type: IM_TYPES.fullCustomer,
  DocumentNumber: `460112345${index}`,
  DocumentType: 'RussianPassport',
  DocumentValidTill: null,
  CitizenshipCode: 'RU',
  BirthPlace: null,
  FirstName: 'Иван',
  MiddleName: 'Иванович',
  LastName: `Иванов${index}`,
  Sex: 'Male',
  Birthday: '1980-05-17T00:00:00',
  Index: index,
  ...overrides,
});

/** 002Й Москва (Казанский) → Казань tomorrow, one adult in купе of class 2К (car 02). */
export const reservationItem = (
  overrides: Partial<RailwayReservationRequest> = {},
): RailwayReservationRequest => ({
  $type: IM_TYPES.railwayReservationRequest,
  OriginCode: String(MOSCOW_KAZANSKY),
  DestinationCode: String(KAZAN_RAIL),
  DepartureDate: `${DAY}T00:00:00`,
  TrainNumber: '002Й',
  CarNumber: null,
  CarType: 'Compartment',
  LowerPlaceQuantity: null,
  UpperPlaceQuantity: null,
  CabinGenderKind: 'NoValue',
  CarStorey: 'NoValue',
  PlaceRange: null,
  CabinPlaceDemands: 'NoValue',
  SetElectronicRegistration: true,
  Bedding: null,
  ServiceClass: '2К',
  InternationalServiceClass: null,
  AdditionalPlaceRequirements: 'NoValue',
  ProviderPaymentForm: 'Card',
  Passengers: [
    {
      Category: 'Adult',
      PreferredAdultTariffType: 'Full',
      RailwayBonusCards: null,
      IsInvalid: false,
      OrderCustomerIndex: 1,
    },
  ],
  Index: 1,
  AgentReferenceId: null,
  AgentPaymentId: null,
  ...overrides,
});

export const createRequest = (
  items: RailwayReservationRequest[] = [reservationItem()],
  customers: OrderCustomerRequest[] = [customer(1)],
): CreateReservationRequest => ({
  ContactPhone: '+79123456789',
  ContactEmails: ['test@example.ru'],
  Customers: customers,
  ReservationItems: items,
});

/** The passengers of an item, one per customer index, all of one category. */
export const passengers = (
  category: RailwayReservationRequest['Passengers'][number]['Category'],
  ...indices: number[]
): RailwayReservationRequest['Passengers'] =>
  indices.map((index) => ({
    Category: category,
    PreferredAdultTariffType: category === 'Adult' ? 'Full' : null,
    RailwayBonusCards: null,
    IsInvalid: false,
    OrderCustomerIndex: index,
  }));
