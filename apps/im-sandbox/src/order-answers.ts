import { IM_TYPES, imRoubles } from '@peresadka/contracts/im/im-values';
import type {
  ConfirmResponse,
  CreateReservationResponse,
  RailwayReservationResponse,
} from '@peresadka/contracts/im/order-reservation';
import { trainFareParts } from '@peresadka/contracts/fare-parts';
import { carPlan, type PlaceKind } from './car-plan.ts';
import { carNumberText, placeText } from './car-services.ts';
import { carrierTin } from './carriers.ts';
import { TARIFF_TYPES } from './fares.ts';
import {
  blankStatus,
  customerOf,
  itemAmount,
  orderAmount,
  type BlankRecord,
  type OrderRecord,
  type PurchaseItem,
} from './orders.ts';
import { threeHoursReservationAvailable } from './sale-window.ts';
import { MINUTE_MS, wallClock, zoneDifference } from './wall-clock.ts';

/**
 * The answers to Create and Confirm, drawn from the order as recorded: a repeated Create or
 * Confirm answers the same ids, amounts and times as the first.
 */

const TIERS: Record<PlaceKind, string | null> = {
  lower: 'Н',
  upper: 'В',
  sideLower: 'С',
  sideUpper: 'С',
  seat: null,
};

/** The tiers of a blank's places, 'Н' lower, 'В' upper, 'С' side; none for seats. */
function tiersOf(item: PurchaseItem, blank: BlankRecord): string | null {
  const plan = carPlan(item.car);
  const tiers = blank.places.map((n) => TIERS[plan.find((place) => place.number === n)!.kind]);
  return tiers.length > 0 && tiers.every((tier) => tier !== null) ? tiers.join('') : null;
}

export const placesText = (blank: BlankRecord): string => blank.places.map(placeText).join(', ');

/** The carrier's ticket number of the item, once confirmed: its first blank's. */
export const reservationNumber = (item: PurchaseItem): string | null =>
  item.blanks[0]?.number ?? null;

/** The zones of an item's stations against Moscow's. */
export const itemZones = (item: PurchaseItem) => ({
  origin: zoneDifference(item.ride.origin.timeZone, item.ride.departsAt),
  destination: zoneDifference(item.ride.destination.timeZone, item.ride.arrivesAt),
});

/** Until an hour before departure a passenger may change the electronic registration. */
export const registrationExpires = (item: PurchaseItem): string | null =>
  item.electronicRegistration ? wallClock(item.ride.departsAt - 60 * MINUTE_MS) : null;

export function createAnswer(order: OrderRecord): CreateReservationResponse {
  return {
    OrderId: order.orderId,
    Amount: imRoubles(orderAmount(order)),
    ConfirmTill: wallClock(order.confirmTill),
    Customers: order.customers.map((customer) => ({
      Index: customer.Index,
      OrderCustomerId: customer.customerId,
      FirstName: customer.FirstName,
      MiddleName: customer.MiddleName,
      LastName: customer.LastName,
      Sex: customer.Sex,
      Birthday: customer.Birthday,
      DocumentNumber: customer.DocumentNumber,
      DocumentValidTill: customer.DocumentValidTill,
      DocumentType: customer.DocumentType,
      CitizenshipCode: customer.CitizenshipCode,
      BirthPlace: customer.BirthPlace,
    })),
    ReservationResults: order.items.map((item) => reservationResult(order, item)),
  };
}

function reservationResult(order: OrderRecord, item: PurchaseItem): RailwayReservationResponse {
  const { ride, car } = item;
  const amount = imRoubles(itemAmount(item));
  const zones = itemZones(item);
  return {
    $type: IM_TYPES.railwayReservationResponse,
    DepartureDateTime: wallClock(ride.departsAt),
    ArrivalDateTime: wallClock(ride.arrivesAt),
    Blanks: item.blanks.map((blank) => ({
      OrderItemBlankId: blank.blankId,
      Amount: imRoubles(blank.fare),
      Number: blank.number,
      TariffType: TARIFF_TYPES[blank.category],
      IsMealOptionPossible: false,
      VatRateValues: null,
      BaseFare: imRoubles(blank.fare),
      AdditionalPrice: imRoubles(trainFareParts(blank.fare, car.type).ticketPart),
      TariffInfo: null,
      TariffAdditionalInfo: null,
      PrepaidMealInfo: null,
      ServicePrice: 0,
    })),
    OriginStation: ride.origin.name,
    DestinationStation: ride.destination.name,
    OriginStationCode: ride.origin.code,
    DestinationStationCode: ride.destination.code,
    OriginTimeZoneDifference: zones.origin,
    DestinationTimeZoneDifference: zones.destination,
    TrainNumber: ride.displayNumber,
    BookingTrainNumber: ride.trainNumber,
    TrainNumberToGetRoute: ride.trainNumber,
    CarType: car.type,
    CarNumber: carNumberText(car.number),
    ServiceClass: car.serviceClass,
    InternationalServiceClass: null,
    TimeDescription: 'Moscow',
    IsPrintTicketPossible: true,
    NearestTicketPrintStations: null,
    Carrier: ride.carrierName,
    CarrierCode: ride.carrierCode,
    CarrierTin: carrierTin(ride.carrierCode),
    CountryCode: null,
    IsMealOptionPossible: false,
    IsAdditionalMealOptionPossible: false,
    MealGroup: null,
    BookingSystem: 'Express3',
    IsThreeHoursReservationAvailable: threeHoursReservationAvailable(
      ride.departsAt,
      order.createdAt,
    ),
    TripDuration: (ride.arrivesAt - ride.departsAt) / MINUTE_MS,
    TrainDescription: ride.category,
    CarDescription: null,
    IsSuburban: ride.isSuburban,
    CabinGenderDescription: null,
    IsOnlyFullReturnPossible: false,
    Passengers: item.blanks.map((blank) => {
      const customer = customerOf(order, blank);
      return {
        Category: blank.category,
        Places: placesText(blank),
        PlaceTiers: tiersOf(item, blank),
        PlacesWithType: null,
        TariffType: TARIFF_TYPES[blank.category],
        FirstName: customer.FirstName,
        MiddleName: customer.MiddleName,
        LastName: customer.LastName,
        Birthday: customer.Birthday,
        Sex: customer.Sex,
        Citizenship: customer.CitizenshipCode,
        OrderItemBlankId: blank.blankId,
        OrderCustomerId: customer.customerId,
        OrderCustomerReferenceIndex: customer.Index,
        Amount: imRoubles(blank.fare),
        Fare: imRoubles(blank.fare),
        Tax: 0,
        ClientFeeCalculation: null,
        AgentFeeCalculation: null,
      };
    }),
    Index: item.index,
    OrderItemId: item.itemId,
    AgentReferenceId: item.agentReferenceId,
    Amount: amount,
    Fare: amount,
    Tax: 0,
    ReservationNumber: reservationNumber(item),
    ConfirmTill: wallClock(order.confirmTill),
    ClientFeeCalculation: null,
    AgentFeeCalculation: null,
    ErrorResult: null,
  };
}

/** Only for a confirmed order: its blanks have numbers and a VoidTill. */
export function confirmAnswer(order: OrderRecord): ConfirmResponse {
  return {
    OrderId: order.orderId,
    Customers: order.customers.map((customer) => ({
      OrderCustomerId: customer.customerId,
      FirstName: customer.FirstName,
      MiddleName: customer.MiddleName,
      LastName: customer.LastName,
      Sex: customer.Sex,
      BirthDate: customer.Birthday,
      DocumentNumber: customer.DocumentNumber,
      DocumentValidTill: customer.DocumentValidTill,
      DocumentType: customer.DocumentType,
      CitizenshipCode: customer.CitizenshipCode,
      BirthPlace: customer.BirthPlace,
    })),
    ConfirmResults: order.items.map((item) => {
      const amount = imRoubles(itemAmount(item));
      return {
        $type: IM_TYPES.railwayConfirmResponse,
        ReservationNumber: reservationNumber(item)!,
        Blanks: item.blanks.map((blank) => ({
          OrderItemBlankId: blank.blankId,
          Number: blank.number!,
          BlankStatus: blankStatus(order, item, blank),
          PendingElectronicRegistration: 'NoValue',
          SignSequence: null,
        })),
        ExpirationElectronicRegistrationDateTime: registrationExpires(item),
        OrderItemId: item.itemId,
        Amount: amount,
        Fare: amount,
        Tax: 0,
        Confirmed: wallClock(order.confirmedAt!),
        VoidTill: wallClock(order.voidTill!),
        ClientFeeCalculation: null,
        AgentFeeCalculation: null,
        OrderItemCustomers: item.blanks.map((blank) => ({
          OrderCustomerId: blank.customerId,
          Amount: imRoubles(blank.fare),
          Fare: imRoubles(blank.fare),
          Tax: 0,
          ClientFeeCalculation: null,
          AgentFeeCalculation: null,
        })),
        Warnings: null,
        ErrorResult: null,
      };
    }),
  };
}
