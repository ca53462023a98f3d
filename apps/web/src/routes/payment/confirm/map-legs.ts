import type { OrderRoute } from '@peresadka/contracts/orders';
import type { Leg } from '@peresadka/contracts/search-results';

/**
 * An order's rides as the journey map takes them. The map draws a leg from its times, station
 * names, positions and mode alone (a plane leg flight by flight); the search result's other
 * fields mean nothing to it and stay blank here.
 */
export function mapLegsOf(routes: readonly OrderRoute[]): Leg[] {
  return routes.map((route): Leg => {
    const times = {
      origin_name: route.origin_name,
      destination_name: route.destination_name,
      travel_time: route.travel_time,
      departure_time: route.departure_time,
      arrival_time: route.arrival_time,
      origin_point: route.origin_point,
      destination_point: route.destination_point,
    };
    const ride = {
      ...times,
      route_id: route.flight_number,
      price: 0,
      provider: route.carrier,
      date: route.departure_time.slice(0, 10),
      race_id: route.flight_number,
      text: '',
    };
    switch (route.transport_type) {
      case 'BUS':
        return { ...ride, transport_type: 'BUS' };
      case 'TRAIN':
        return {
          ...ride,
          transport_type: 'TRAIN',
          display_train_number: route.flight_number,
          train_name: '',
          has_two_storey_cars: false,
          origin_code: '',
          destination_code: '',
          train_number: route.flight_number,
        };
      case 'PLANE':
        return {
          transport_type: 'PLANE',
          route_id: route.flight_number,
          price: 0,
          gds: '',
          segments: [
            {
              flights: [
                {
                  ...times,
                  id: route.flight_number,
                  flight_group: 0,
                  join_number: 0,
                  branded_fare_info: null,
                  flight_number: route.flight_number,
                  origin_code: '',
                  destination_code: '',
                  marketing_airline_code: '',
                  operating_airline_code: '',
                  departure_date: route.departure_time.slice(0, 10),
                  arrival_date: route.arrival_time.slice(0, 10),
                  service_subclass: '',
                  fare_code: '',
                  brand_id: null,
                },
              ],
            },
          ],
        };
    }
  });
}
