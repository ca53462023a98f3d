import type { ImRequest } from '@peresadka/contracts/im/im-calls';
import { IM_TYPES, imDateOf } from '@peresadka/contracts/im/im-values';
import type { ReserveRequest, TicketsToReturn } from '../train-supplier.ts';

/**
 * The order calls' requests as the protocol has them (the contract test holds each to its
 * fixture). Supplier ids travel as our strings and go back as the protocol's numbers.
 */

const id = (value: string): number => Number(value);

export function createRequest(r: ReserveRequest): ImRequest<'Order/V1/Reservation/Create'> {
  return {
    ContactPhone: r.contacts.phone,
    ContactEmails: [r.contacts.email],
    Customers: r.passengers.map((p) => ({
      $type: IM_TYPES.fullCustomer,
      DocumentNumber: p.documentNumber,
      DocumentType: p.documentType,
      DocumentValidTill: p.documentValidTill === null ? null : imDateOf(p.documentValidTill),
      CitizenshipCode: p.citizenship,
      BirthPlace: null,
      FirstName: p.firstName,
      MiddleName: p.middleName,
      LastName: p.lastName,
      Sex: p.sex,
      Birthday: imDateOf(p.birthday),
      Index: p.index,
    })),
    ReservationItems: r.groups.map((g, i) => ({
      $type: IM_TYPES.railwayReservationRequest,
      OriginCode: String(g.ride.key.fromStationId),
      DestinationCode: String(g.ride.key.toStationId),
      DepartureDate: imDateOf(g.ride.departureTime.slice(0, 10)),
      TrainNumber: g.ride.trip.number,
      CarNumber: g.carNumber === null ? null : String(g.carNumber).padStart(2, '0'),
      CarType: g.carType,
      LowerPlaceQuantity: g.lowerBerths > 0 ? g.lowerBerths : null,
      UpperPlaceQuantity: null,
      CabinGenderKind: 'NoValue',
      CarStorey: 'NoValue',
      PlaceRange: g.places && { From: g.places.from, To: g.places.to },
      CabinPlaceDemands: 'NoValue',
      SetElectronicRegistration: g.electronicRegistration,
      Bedding: g.bedding,
      ServiceClass: g.serviceClass,
      InternationalServiceClass: null,
      AdditionalPlaceRequirements: 'NoValue',
      ProviderPaymentForm: 'Card',
      Passengers: g.passengers.map((index) => {
        const p = r.passengers.find((x) => x.index === index)!;
        return {
          Category: p.category,
          PreferredAdultTariffType: p.category === 'Adult' ? (p.preferredTariff ?? 'Full') : null,
          RailwayBonusCards: null,
          IsInvalid: false,
          OrderCustomerIndex: index,
        };
      }),
      Index: i + 1,
      AgentReferenceId: g.reference,
      AgentPaymentId: null,
    })),
  };
}

export const orderInfoRequest = (
  known: { orderId: string } | { reference: string },
): ImRequest<'Order/V1/Info/OrderInfo'> =>
  'orderId' in known
    ? { OrderId: id(known.orderId), AgentReferenceId: null }
    : { OrderId: null, AgentReferenceId: known.reference };

export const confirmRequest = (orderId: string): ImRequest<'Order/V1/Reservation/Confirm'> => ({
  OrderId: id(orderId),
  OrderCustomerIds: null,
  OrderCustomerDocuments: null,
  ProviderPaymentForm: 'Card',
});

export const cancelRequest = (orderId: string): ImRequest<'Order/V1/Reservation/Cancel'> => ({
  OrderId: id(orderId),
  OrderItemIds: null,
  OrderCustomerIds: null,
});

/** Voids some travellers of one item (a passenger returned alone), or the whole order. */
export const voidRequest = (
  orderId: string,
  only?: { itemId: string; customerIds: readonly string[] },
): ImRequest<'Order/V1/Reservation/Void'> => ({
  OrderId: id(orderId),
  OrderItemIds: only ? [id(only.itemId)] : null,
  OrderCustomerIds: only ? only.customerIds.map(id) : null,
});

export const blankRequest = (orderId: string): ImRequest<'Order/V1/Reservation/Blank'> => ({
  OrderId: id(orderId),
  OrderItemId: null,
  OrderItemIds: null,
  RetrieveMainServices: true,
  RetrieveUpsales: false,
});

export const returnAmountRequest = (
  t: TicketsToReturn,
): ImRequest<'Order/V1/Reservation/ReturnAmount'> => ({
  ServiceReturnAmountRequest: {
    $type: IM_TYPES.railwayReturnAmountRequest,
    OrderItemBlankIds: t.blankIds.map(id),
    CheckDocumentNumber: t.document,
    OrderItemId: id(t.itemId),
    ReturnTarget: null,
  },
});

export const autoReturnRequest = (
  t: TicketsToReturn & { reference: string },
): ImRequest<'Order/V1/Reservation/AutoReturn'> => ({
  ServiceAutoReturnRequest: {
    $type: IM_TYPES.railwayAutoReturnRequest,
    OrderItemBlankIds: t.blankIds.map(id),
    CheckDocumentNumber: t.document,
    OrderItemId: id(t.itemId),
    AgentReferenceId: t.reference,
  },
});
