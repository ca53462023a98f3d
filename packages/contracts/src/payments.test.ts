import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
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
