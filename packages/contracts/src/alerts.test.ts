import { describe, expect, it } from 'vitest';
import { alertMessages, ZAlertRequest, ZUnsubscribeRequest } from './alerts.ts';
import { fieldErrorsOf } from './errors.ts';

const ROUTE = '812-20261201-400000001-300551487';

describe('sold-out alert requests', () => {
  it('waits for any car of a train, and for the economy cabin of a flight, unless told', () => {
    expect(ZAlertRequest.parse({ transport_type: 'TRAIN', route_id: ROUTE })).toEqual({
      transport_type: 'TRAIN',
      route_id: ROUTE,
      car_type: null,
    });
    expect(ZAlertRequest.parse({ transport_type: 'PLANE', route_id: ROUTE })).toEqual({
      transport_type: 'PLANE',
      route_id: ROUTE,
      service_class: 'Economic',
    });
  });

  it('says in Russian what is wrong', () => {
    expect(fieldErrorsOf(ZAlertRequest, { route_id: ROUTE })).toEqual({
      transport_type: [alertMessages.unknownMode],
    });
    expect(
      fieldErrorsOf(ZAlertRequest, { transport_type: 'BUS', route_id: 'x'.repeat(401) }),
    ).toEqual({ route_id: [alertMessages.unknownRoute] });
    expect(fieldErrorsOf(ZUnsubscribeRequest, { token: 'короткий' })).toEqual({
      token: [alertMessages.badLink],
    });
    expect(fieldErrorsOf(ZUnsubscribeRequest, {})).toEqual({ token: [alertMessages.badLink] });
  });
});
