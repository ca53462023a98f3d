import { Navigate } from 'react-router';

/**
 * SPEC §2: the confirm page shows the order handed over by the creation page; arriving
 * without one (a typed URL, a reload) goes back to the results.
 */
export function OrderConfirmScreen() {
  return <Navigate to="/results" replace />;
}
