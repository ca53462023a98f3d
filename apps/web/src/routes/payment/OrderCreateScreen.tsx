import { isOrderTransportType, orderTransportOfLeg } from '@peresadka/contracts/enum-labels';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { chosenRoute } from '../../state/read-chosen-route.ts';
import { chosenTrip } from '../../state/read-chosen-trip.ts';
import { OrderCreate, TripOrderCreate } from './create/OrderCreate.tsx';

/**
 * SPEC §2: /payment/create/{bus|avia|train} orders the ride chosen on /results;
 * /payment/create/combined the combined trip opened on /detail/trip. An unknown type, nothing
 * chosen or a ride of another mode goes back to the results.
 */
export function OrderCreateScreen() {
  const { type } = useParams();
  const [chosen] = useState(chosenRoute);
  const [trip] = useState(chosenTrip);
  if (type === 'combined') {
    return trip ? <TripOrderCreate trip={trip} /> : <Navigate to="/results" replace />;
  }
  if (
    !isOrderTransportType(type) ||
    !chosen ||
    orderTransportOfLeg[chosen.leg.transport_type] !== type
  ) {
    return <Navigate to="/results" replace />;
  }
  return <OrderCreate chosen={chosen} />;
}
