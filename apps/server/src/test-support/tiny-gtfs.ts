/**
 * A GTFS feed small enough to read: two buses Казань → Ульяновск a day (one leaves at 23:10
 * and arrives after midnight), platforms under a parent station, and a transfer rule.
 */
export const tinyFeed: Record<string, string> = {
  'agency.txt':
    'agency_id,agency_name,agency_url,agency_timezone\nA,Автолайн,https://example.ru,Europe/Moscow\n',
  'stops.txt': [
    'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station',
    'KZN,Казань,55.79,49.12,1,',
    'KZN-1,Казань платформа 1,55.79,49.12,0,KZN',
    'KZN-2,Казань платформа 2,55.79,49.12,0,KZN',
    'ULN,Ульяновск,54.32,48.40,0,',
  ].join('\n'),
  'routes.txt':
    'route_id,agency_id,route_short_name,route_long_name,route_type\nB1,A,101,Казань — Ульяновск,3\n',
  'trips.txt': 'route_id,service_id,trip_id,trip_short_name\nB1,D,T1,101\nB1,D,T2,103\n',
  'stop_times.txt': [
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
    'T1,08:00:00,08:00:00,KZN-1,1',
    'T1,11:30:00,11:30:00,ULN,2',
    'T2,23:00:00,23:10:00,KZN-2,1',
    'T2,26:40:00,26:40:00,ULN,2',
  ].join('\n'),
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nD,1,1,1,1,1,1,1,20261101,20270301\n',
  'transfers.txt': 'from_stop_id,to_stop_id,transfer_type,min_transfer_time\nKZN-1,KZN-2,2,300\n',
};
