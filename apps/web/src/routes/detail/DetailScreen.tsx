import { Navigate } from 'react-router';

/**
 * SPEC §2: without a chosen route the detail page sends the visitor back to the results.
 * Choosing a route arrives with the results screen, so for now every visit goes back.
 */
export function DetailScreen() {
  return <Navigate to="/results" replace />;
}
