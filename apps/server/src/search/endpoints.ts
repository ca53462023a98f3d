import { AppError, type FieldErrors } from '@peresadka/contracts/errors';
import { splitPlace } from '@peresadka/contracts/place-text';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type { Mode } from '@peresadka/engine/timetable/source';
import type { PlaceIndex, ResolvedPlace, StationRow } from '../suggest/place-index.ts';

const STATION_TYPE: Record<Mode, StationRow['type']> = {
  PLANE: 'Airport',
  TRAIN: 'RailwayStation',
  BUS: 'BusStop',
};

/** The stations a journey may start (or end) at, per mode and for combined routes. */
export type EndStations = {
  place: ResolvedPlace;
  /** The name the results and errors use: the city's, else the station's. */
  name: string;
  byMode: Record<Mode, number[]>;
  /** Every station allowed for a combined route: chosen stations replace their type's others. */
  all: number[];
};

type Side = 'starting' | 'ending';

/**
 * Reads the two ends of a search: the place typed in each field (city or station), narrowed
 * to the rail station or airport the visitor ticked. Anything that names nothing we know is a
 * 400 on its own field, never an empty answer that looks like "no trips".
 */
export function resolveEndpoints(
  criteria: SearchCriteria,
  index: PlaceIndex,
): { from: EndStations; to: EndStations } {
  const errors: FieldErrors = {};
  const from = resolveSide('starting', criteria, index, errors);
  const to = resolveSide('ending', criteria, index, errors);
  if (from && to && from.place.city && from.place.city.id === to.place.city?.id) {
    errors.ending_point = ['Пункты отправления и прибытия совпадают'];
  }
  if (!from || !to || Object.keys(errors).length > 0) {
    throw new AppError('validation', 'Unknown search endpoints', { fieldErrors: errors });
  }
  return { from, to };
}

function resolveSide(
  side: Side,
  criteria: SearchCriteria,
  index: PlaceIndex,
  errors: FieldErrors,
): EndStations | null {
  const place = resolvePoint(index, criteria[`${side}_point`], criteria[`${side}_point_region`]);
  if (!place) {
    errors[`${side}_point`] = ['Такой населённый пункт не найден'];
    return null;
  }
  const chosen = (field: `${Side}_${'train' | 'airplane'}_station`, type: StationRow['type']) => {
    const id = criteria[field];
    if (id === null || id === undefined) return null;
    const station = place.stations.find((s) => s.id === id && s.type === type);
    if (!station) {
      errors[field] = [
        type === 'Airport' ? 'Аэропорт не найден в этом городе' : 'Вокзал не найден в этом городе',
      ];
    }
    return station ?? null;
  };
  const train = chosen(`${side}_train_station`, 'RailwayStation');
  const plane = chosen(`${side}_airplane_station`, 'Airport');
  const ofType = (mode: Mode): number[] => {
    const pick = mode === 'TRAIN' ? train : mode === 'PLANE' ? plane : null;
    if (pick) return [pick.id];
    return place.stations.filter((s) => s.type === STATION_TYPE[mode]).map((s) => s.id);
  };
  const byMode = { PLANE: ofType('PLANE'), TRAIN: ofType('TRAIN'), BUS: ofType('BUS') };
  return {
    place,
    name: place.city?.name ?? place.stations[0]?.name ?? '',
    byMode,
    all: [...byMode.PLANE, ...byMode.TRAIN, ...byMode.BUS],
  };
}

/**
 * The field's text names the place, or it holds the place as the form shows one, region in
 * brackets («Kazan (Республика Татарстан)»), when a caller sends that text as it stands.
 */
function resolvePoint(
  index: PlaceIndex,
  text: string,
  region: string | null | undefined,
): ResolvedPlace | null {
  const place = index.resolve(text, region);
  if (place || region) return place;
  const written = splitPlace(text);
  return written.region === null ? null : index.resolve(written.name, written.region);
}
