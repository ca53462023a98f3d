import { IM_ERRORS, kopecksOfImText, ZImDateTime } from '@peresadka/contracts/im/im-values';
import { kopecks, type Kopecks } from '@peresadka/engine/units';
import { SupplierUnavailable } from '../supplier-errors.ts';
import type {
  ReserveRequest,
  ReturnQuote,
  SupplierOrder,
  SupplierRide,
  TicketsToReturn,
  TrainSale,
} from '../train-supplier.ts';
import { ImRefusal, type ImClient } from './im-client.ts';
import { appErrorOfRefusal } from './im-errors.ts';
import {
  moscowTime,
  orderOfCreate,
  orderOfInfo,
  returnOfInfo,
  returnOf,
  voidTillOf,
} from './im-order-answers.ts';
import {
  autoReturnRequest,
  blankRequest,
  cancelRequest,
  confirmRequest,
  createRequest,
  orderInfoRequest,
  returnAmountRequest,
  voidRequest,
} from './im-order-requests.ts';

/**
 * Selling trains through the IM protocol: its order calls, their refusals as our errors. A
 * change's answer lost on the way surfaces as `SupplierUnavailable`; the caller asks `find`
 * by its reference before deciding anything (never guesses, never repeats the change blindly).
 */
export class ImTrainSale implements TrainSale {
  constructor(
    private readonly client: ImClient,
    /** Told which ride's places our own reservation changed. */
    private readonly placesChanged: (ride: SupplierRide) => Promise<void>,
  ) {}

  async reserve(request: ReserveRequest): Promise<SupplierOrder> {
    const answer = await this.refusing(() =>
      this.client.call('Order/V1/Reservation/Create', createRequest(request)),
    );
    for (const ride of new Set(request.groups.map((g) => g.ride))) await this.placesChanged(ride);
    return orderOfCreate(answer);
  }

  async find(reference: string): Promise<SupplierOrder | null> {
    try {
      return orderOfInfo(
        await this.client.call('Order/V1/Info/OrderInfo', orderInfoRequest({ reference })),
      );
    } catch (error) {
      if (error instanceof ImRefusal && error.code === IM_ERRORS.orderNotFound) return null;
      throw refusalAsError(error);
    }
  }

  async confirm(orderId: string): Promise<SupplierOrder> {
    const answer = await this.refusing(() =>
      this.client.call('Order/V1/Reservation/Confirm', confirmRequest(orderId)),
    );
    const info = await this.refusing(() =>
      this.client.call('Order/V1/Info/OrderInfo', orderInfoRequest({ orderId })),
    );
    return orderOfInfo(info, voidTillOf(answer));
  }

  async cancel(orderId: string): Promise<void> {
    await this.refusing(() =>
      this.client.call('Order/V1/Reservation/Cancel', cancelRequest(orderId)),
    );
  }

  async voidSale(orderId: string): Promise<void> {
    await this.refusing(() => this.client.call('Order/V1/Reservation/Void', voidRequest(orderId)));
  }

  blank(orderId: string): Promise<Uint8Array> {
    return this.refusing(() =>
      this.client.call('Order/V1/Reservation/Blank', blankRequest(orderId)),
    );
  }

  async returnQuote(tickets: TicketsToReturn): Promise<ReturnQuote> {
    try {
      return returnOf(
        await this.client.call('Order/V1/Reservation/ReturnAmount', returnAmountRequest(tickets)),
      );
    } catch (error) {
      const until = voidableUntil(error);
      if (until) return { kind: 'void', until };
      throw refusalAsError(error);
    }
  }

  /**
   * Returns the tickets: voided while the supplier still allows it (everything back, no
   * penalty), returned by the carrier's rules after.
   */
  async returnTickets(tickets: TicketsToReturn & { reference: string }): Promise<ReturnQuote> {
    try {
      return returnOf(
        await this.client.call('Order/V1/Reservation/AutoReturn', autoReturnRequest(tickets)),
      );
    } catch (error) {
      const until = voidableUntil(error);
      if (!until) throw refusalAsError(error);
      await this.refusing(() =>
        this.client.call(
          'Order/V1/Reservation/Void',
          voidRequest(tickets.orderId, {
            itemId: tickets.itemId,
            customerIds: tickets.customerIds,
          }),
        ),
      );
      return { kind: 'void', until };
    }
  }

  async returned(tickets: TicketsToReturn): Promise<ReturnQuote | null> {
    const info = await this.refusing(() =>
      this.client.call('Order/V1/Info/OrderInfo', orderInfoRequest({ orderId: tickets.orderId })),
    );
    return returnOfInfo(info, tickets.blankIds);
  }

  async balance(): Promise<Kopecks> {
    const answer = await this.client.call('Partner/V1/Info/Balances', {});
    // The railway account pays for train tickets; an agent may hold others (avia…).
    const railway =
      answer.AccountBalances.find((a) => /ЖД/i.test(a.AccountName)) ?? answer.AccountBalances[0];
    const amount = railway ? kopecksOfImText(railway.CurrentBalance) : null;
    if (amount === null) throw new SupplierUnavailable('остаток счёта не прочитан');
    return kopecks(Math.max(0, amount));
  }

  private async refusing<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw refusalAsError(error);
    }
  }
}

const refusalAsError = (error: unknown): unknown =>
  error instanceof ImRefusal ? appErrorOfRefusal(error) : error;

/** «Use Void until {0}»: the tickets are voided, not returned, until then. */
function voidableUntil(error: unknown): Date | null {
  if (!(error instanceof ImRefusal) || error.code !== IM_ERRORS.useVoid) return null;
  const until = ZImDateTime.safeParse(error.params[0]);
  return until.success ? moscowTime(until.data) : new Date();
}
