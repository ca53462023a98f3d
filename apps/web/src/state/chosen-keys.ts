/**
 * Where the tab's session keeps what the visitor chose: written without zod (chosen-route.ts,
 * chosen-trip.ts), checked by its schema on read (read-chosen-route.ts, read-chosen-trip.ts).
 */
export const CHOSEN_ROUTE_KEY = 'peresadka.chosenRoute';
export const CHOSEN_TRIP_KEY = 'peresadka.chosenTrip';
