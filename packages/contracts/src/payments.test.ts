import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import { isRefundUnderway, paymentMessages } from './payment-messages.ts';
import { ZReturnRequest } from './payments.ts';

describe('refund request', () => {
  it('needs a document for a train ticket', () => {
    expect(
      fieldErrorsOf(ZReturnRequest, { order_item_id: 3, transport_type: 'train', document: '' }),
    ).toEqual({ document: ['Заполните документ'] });
    expect(
      fieldErrorsOf(ZReturnRequest, {
        order_item_id: 3,
        transport_type: 'train',
        document: '4506123456',
      }),
    ).toEqual({});
  });

  it('needs no document for bus and plane', () => {
    expect(fieldErrorsOf(ZReturnRequest, { order_item_id: 3, transport_type: 'bus' })).toEqual({});
    expect(ZReturnRequest.parse({ order_item_id: 3, transport_type: 'avia' }).document).toBeNull();
  });
});

describe('an order’s payment note', () => {
  it('tells a refund on its way from one done, and from no refund at all', () => {
    expect(isRefundUnderway(paymentMessages.supplierRefusedRefunding)).toBe(true);
    expect(isRefundUnderway(paymentMessages.lateRefunding)).toBe(true);
    expect(isRefundUnderway(paymentMessages.supplierRefusedRefunded)).toBe(false);
    expect(isRefundUnderway(paymentMessages.duplicateRefunded)).toBe(false);
    expect(isRefundUnderway(null)).toBe(false);
  });
});
