import { Navigate } from 'react-router';

/** SPEC §2: the refund form opens from an order in the profile; without one, go there. */
export function RefundScreen() {
  return <Navigate to="/profile" replace />;
}
