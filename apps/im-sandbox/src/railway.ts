import type {
  CatalogueCity,
  CatalogueStation,
  CatalogueTrain,
  TrainCatalogue,
} from './catalogue.ts';

/** A train calling at a station: where on its line. */
export type Call = { train: CatalogueTrain; index: number };

/** People type «Ёлки» and «Елки», «москва» and «Москва»: both name the same city. */
const folded = (name: string) => name.trim().toLowerCase().replaceAll('ё', 'е');

/** Trailing letters of a train number name the railway that formed it: '054Ч' is train 054. */
const digitsOf = (number: string) => number.trim().toUpperCase().replace(/\D+$/u, '');

/** The catalogue looked up the ways the protocol names things: codes, city names, numbers. */
export class Railway {
  private readonly stations: Map<string, CatalogueStation>;
  private readonly cities: Map<number, CatalogueCity>;
  private readonly stationsOfCity = new Map<number, string[]>();
  private readonly cityIdsByName = new Map<string, number[]>();
  private readonly trainsByNumber = new Map<string, CatalogueTrain>();
  private readonly trainsByDigits = new Map<string, CatalogueTrain[]>();
  private readonly calls = new Map<string, Call[]>();

  constructor(readonly catalogue: TrainCatalogue) {
    this.stations = new Map(catalogue.stations.map((station) => [station.code, station]));
    this.cities = new Map(catalogue.cities.map((city) => [city.id, city]));
    for (const station of catalogue.stations) {
      const list = this.stationsOfCity.get(station.cityId) ?? [];
      this.stationsOfCity.set(station.cityId, [...list, station.code]);
    }
    for (const city of catalogue.cities) {
      const key = folded(city.name);
      this.cityIdsByName.set(key, [...(this.cityIdsByName.get(key) ?? []), city.id]);
    }
    for (const train of catalogue.trains) {
      this.trainsByNumber.set(train.number.toUpperCase(), train);
      const digits = digitsOf(train.number);
      this.trainsByDigits.set(digits, [...(this.trainsByDigits.get(digits) ?? []), train]);
      train.stops.forEach((stop, index) => {
        const list = this.calls.get(stop.stationCode) ?? [];
        list.push({ train, index });
        this.calls.set(stop.stationCode, list);
      });
    }
  }

  station(code: string): CatalogueStation {
    const station = this.stations.get(code);
    if (!station) throw new Error(`im sandbox: no station ${code}`);
    return station;
  }

  cityName(code: string): string {
    return this.cities.get(this.station(code).cityId)?.name ?? this.station(code).name;
  }

  carrierName(train: CatalogueTrain): string {
    return this.catalogue.carriers[train.carrierCode] ?? train.carrierCode;
  }

  /**
   * The railway stations a point of a request names: a station's code, a city's id (all its
   * stations) or a city's name. Empty when it names none.
   */
  stationsOf(point: string): Set<string> {
    const text = point.trim();
    if (this.stations.has(text)) return new Set([text]);
    const byId = /^\d+$/.test(text) ? this.stationsOfCity.get(Number(text)) : undefined;
    if (byId) return new Set(byId);
    const ids = this.cityIdsByName.get(folded(text)) ?? [];
    return new Set(ids.flatMap((id) => this.stationsOfCity.get(id) ?? []));
  }

  /** The trains a request's number may mean: itself, or every train of its digits ('054'). */
  trainsNumbered(number: string): CatalogueTrain[] {
    const exact = this.trainsByNumber.get(number.trim().toUpperCase());
    if (exact) return [exact];
    const digits = digitsOf(number);
    return digits === number.trim() ? (this.trainsByDigits.get(digits) ?? []) : [];
  }

  callsAt(code: string): readonly Call[] {
    return this.calls.get(code) ?? [];
  }
}
