import { kopecksOf, ZCreatePayment } from '@peresadka/contracts/yookassa-v3';
import { describe, expect, it } from 'vitest';
import type { StoredOrder } from '../orders/orders-repository.ts';
import { createPaymentOf, paymentDescription, receiptOf } from './payment-request.ts';

const when = new Date('2026-12-01T05:30:00Z');

/** Two adults and a lap child on one train: 2 × (3 210,50 ₽ + 160,53 ₽ fee) and a free ticket. */
function storedOrder(overrides: Partial<StoredOrder['order']> = {}): StoredOrder {
  const item = (id: number, passengerId: number, fare: number, fee: number) => ({
    id,
    orderId: 7,
    passengerId,
    rideId: 1,
    carNumber: 5,
    seat: fare > 0 ? String(10 + id) : null,
    fare,
    serviceCharge: fee,
    extras: 0,
    total: fare + fee,
    details: {},
    returnedAt: null,
    supplierItemId: null,
    supplierCustomerId: null,
    supplierBlankId: null,
    blankNumber: null,
    voidTill: null,
  });
  const passenger = (id: number, lastName: string) => ({
    id,
    orderId: 7,
    position: id,
    category: 'Adult',
    status: 'WAITING',
    lastName,
    firstName: 'Анна',
    middleName: '-',
    sex: 'Female',
    birthday: '1985-07-20',
    documentType: 'RussianPassport',
    documentNumber: `45060000${id}`,
    documentValidTill: null,
    citizenship: 'Российская Федерация',
  });
  return {
    order: {
      id: 7,
      userId: 1,
      transportType: 'train',
      status: 'WAITING',
      routeId: 'r',
      serviceClass: null,
      totalPrice: 2 * (321_050 + 16_053),
      serviceCharge: 2 * 16_053,
      contactPhone: '+7 (912) 345-67-89',
      contactEmail: 'anna@mail.ru',
      idempotencyKey: 'k',
      requestHash: 'h',
      createdAt: when,
      holdExpiresAt: when,
      paidAt: null,
      closedAt: null,
      closeReason: null,
      disruptedAt: null,
      disruption: null,
      supplier: null,
      supplierReference: null,
      supplierOrderId: null,
      supplierState: null,
      ...overrides,
    },
    rides: [
      {
        id: 1,
        orderId: 7,
        position: 0,
        tripId: 1,
        serviceDate: '2026-12-01',
        fromStationId: 1,
        toStationId: 2,
        fromSequence: 0,
        toSequence: 1,
        mode: 'TRAIN',
        number: '002Й',
        carrier: 'ФПК',
        originName: 'Москва Казанская',
        destinationName: 'Казань-Пассажирская',
        departureTime: '2026-12-01T08:30:00+03:00',
        arrivalTime: '2026-12-01T20:30:00+03:00',
        departsAt: when,
        arrivesAt: when,
        points: {},
      },
    ],
    passengers: [passenger(1, 'Петрова'), passenger(2, 'Иванова'), passenger(3, 'Петров')],
    items: [item(1, 1, 321_050, 16_053), item(2, 2, 321_050, 16_053), item(3, 3, 0, 0)],
    refunds: [],
  };
}

describe('the provider’s create call', () => {
  it('adds the receipt’s lines up to the order’s total: a ticket per paying passenger as the carrier’s agent, and our fee', () => {
    const receipt = receiptOf(storedOrder());
    expect(receipt.customer).toEqual({ email: 'anna@mail.ru', phone: '79123456789' });
    expect(receipt.items).toHaveLength(3);
    expect(receipt.items[0]).toMatchObject({
      amount: { value: '3210.50', currency: 'RUB' },
      agent_type: 'agent',
      supplier: { name: 'ФПК' },
    });
    expect(receipt.items[2]).toMatchObject({
      description: 'Сервисный сбор «Пересадки»',
      amount: { value: '321.06', currency: 'RUB' },
    });
    expect(receipt.items[2]).not.toHaveProperty('agent_type');
    const sum = receipt.items.reduce((s, line) => s + kopecksOf(line.amount), 0);
    expect(sum).toBe(storedOrder().order.totalPrice);
  });

  it('refuses to charge what the order’s items do not add up to', () => {
    expect(() => receiptOf(storedOrder({ totalPrice: 1 }))).toThrow(/items add up/);
  });

  it('describes the order in at most 128 characters and passes the protocol’s own schema', () => {
    const stored = storedOrder();
    expect(paymentDescription(stored)).toBe(
      'Заказ № 7: Москва Казанская → Казань-Пассажирская, 01.12.2026, 3 пассажира',
    );
    stored.rides[0]!.destinationName = 'Очень длинное название станции '.repeat(8);
    expect(paymentDescription(stored)).toHaveLength(128);
    const body = createPaymentOf(stored, 3, stored.order.totalPrice, 'http://localhost/ok');
    expect(ZCreatePayment.safeParse(body).success).toBe(true);
    expect(body.metadata).toEqual({ order_id: '7', payment_id: '3' });
  });
});
