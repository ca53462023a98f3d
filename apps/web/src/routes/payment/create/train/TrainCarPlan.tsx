import type { CabinGender, CarInfo } from '@peresadka/contracts/detail';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLayout } from '../../../../app/layout.ts';
import {
  berthNames,
  carLayout,
  cellOf,
  placeCount,
  placesOf,
  type Bay,
  type LayoutPlace,
} from '../../../../features/train-plan/car-layouts.ts';
import { formatRubles } from '../../../../lib/format.ts';
import { TrainPlanLegend } from './TrainPlanLegend.tsx';
import styles from './TrainCarPlan.module.css';

/** A place chosen by a traveller of this order: «пассажир 2», shown on the plan as «2». */
export type PlaceOwner = { name: string; short: string };

/** The places travellers of this order chose, by whoever chose them («пассажир 2»). */
export function ownersOf<Pick>(
  picks: readonly Pick[],
  placeOf: (pick: Pick) => string | number | null,
): Map<number, PlaceOwner> {
  const owners = new Map<number, PlaceOwner>();
  picks.forEach((pick, i) => {
    const place = placeOf(pick);
    if (place !== null)
      owners.set(Number(place), { name: `пассажир ${i + 1}`, short: String(i + 1) });
  });
  return owners;
}

const GENDER_MARKS: Record<CabinGender, { mark: string; name: string }> = {
  male: { mark: 'М', name: 'мужское купе' },
  female: { mark: 'Ж', name: 'женское купе' },
  mixed: { mark: 'С', name: 'смешанное купе' },
  whole: { mark: 'Ц', name: 'купе целиком' },
};

/**
 * The plan of one car as it is built: compartments with their upper and lower berths and the
 * side berths across the corridor, or rows of seats by the aisle; a two-storey car both its
 * storeys. Every place is a button named with its number, berth, price and whose it is; arrows
 * move between the places by number, so the plan is one stop of the Tab key. Along the screen
 * on a computer, down it on a phone (SPEC §2, 768 px).
 */
export function TrainCarPlan({
  car,
  owners,
  current,
  onPick,
}: {
  car: CarInfo;
  /** Places this order's travellers chose in the car. */
  owners: ReadonlyMap<number, PlaceOwner>;
  /** The place of the traveller the plan chooses for now: pressing it again gives it up. */
  current: number | null;
  onPick: (place: number) => void;
}) {
  const mobile = useLayout() === 'mobile';
  const free = useMemo(() => new Map(car.places.map((p) => [p.number, p])), [car.places]);
  const layout = useMemo(
    () =>
      carLayout(
        car.car_type,
        placeCount(car.car_type, car.place_quantity, [...free.keys()]),
        car.is_second_floor,
      ),
    [car.car_type, car.place_quantity, car.is_second_floor, free],
  );
  const numbers = useMemo(
    () =>
      placesOf(layout)
        .map((p) => p.number)
        .sort((a, b) => a - b),
    [layout],
  );
  // A place taken by someone else since it was chosen (after a reload, a refused order) is
  // given up, so the order does not ask for it again.
  useEffect(() => {
    if (current !== null && !free.has(current)) onPick(current);
  }, [current, free, onPick]);

  const selectable = (n: number) => free.has(n) && (!owners.has(n) || n === current);
  const [focus, setFocus] = useState<number | null>(null);
  const tabStop = focus ?? current ?? numbers.find(selectable) ?? numbers[0];
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  const move = (event: KeyboardEvent, from: number) => {
    const at = numbers.indexOf(from);
    const to = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: numbers.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = numbers[Math.max(0, Math.min(numbers.length - 1, to))]!;
    setFocus(next);
    buttons.current.get(next)?.focus();
  };

  const genderOf = (bay: Bay) =>
    [...bay.main, ...bay.side].map((p) => free.get(p.number)?.gender).find((g) => g) ?? null;

  const placeButton = (place: LayoutPlace, part: 'main' | 'side', index: number, bay: Bay) => {
    const n = place.number;
    const offer = free.get(n);
    const owner = owners.get(n);
    const mine = n === current;
    const gender = genderOf(bay);
    const state = mine ? 'mine' : owner ? 'other' : offer ? 'free' : 'taken';
    const stateText = {
      mine: owner ? `выбрано: ${owner.name}` : 'выбрано',
      other: `выбрано: ${owner?.name ?? ''}`,
      free: 'свободно',
      taken: 'занято',
    }[state];
    const berth = `, ${berthNames[place.berth]}${gender ? `, ${GENDER_MARKS[gender].name}` : ''}`;
    const price = offer ? formatRubles(offer.price) : null;
    // Nine compartments fit the form's width on a computer with the roubles' sign left out.
    const caption = price && !mobile ? price.replace(/\s₽$/u, '') : price;
    const label = `Место ${n}${berth}${price ? `, ${price}` : ''}, ${stateText}`;
    const [row, column] = cellOf(part, index, bay, mobile);
    return (
      <button
        key={n}
        ref={(element) => {
          if (element) buttons.current.set(n, element);
          else buttons.current.delete(n);
        }}
        type="button"
        className={styles.place}
        data-state={state}
        data-berth={place.berth}
        data-place={n}
        style={{ gridRow: row, gridColumn: column }}
        tabIndex={n === tabStop ? 0 : -1}
        // The number and the price are drawn from these (CSS), so what is seen never differs
        // from the name that is heard.
        data-number={n}
        data-caption={owner ? `пасс. ${owner.short}` : (caption ?? '—')}
        aria-label={label}
        aria-pressed={mine}
        aria-disabled={!selectable(n)}
        title={label}
        onFocus={() => setFocus(n)}
        onKeyDown={(event) => move(event, n)}
        onClick={() => {
          if (selectable(n)) onPick(n);
        }}
      />
    );
  };

  const bayName =
    layout.kind === 'seats' ? 'Ряд' : car.car_type === 'ReservedSeat' ? 'Отсек' : 'Купе';
  return (
    <div className={styles.planBox}>
      {layout.storeys.map((storey) => (
        <div key={storey.name ?? 'car'}>
          {storey.name && <p className={styles.storey}>{storey.name}</p>}
          <div className={styles.scroller}>
            <div
              className={styles.car}
              data-variant={mobile ? 'mobile' : 'desktop'}
              data-kind={layout.kind}
              role="group"
              aria-label={`Схема вагона ${car.car_number}: ${car.readable_car_type}${storey.name ? `, ${storey.name.toLowerCase()}` : ''}`}
            >
              <div className={styles.carEnd} aria-hidden="true">
                <span>WC</span>
              </div>
              {storey.bays.map((bay) => {
                const gender = genderOf(bay);
                return (
                  <div
                    key={bay.index}
                    className={styles.bay}
                    role="group"
                    aria-label={`${bayName} ${bay.index}${gender ? `, ${GENDER_MARKS[gender].name}` : ''}`}
                  >
                    <div className={styles.compartment} data-size={bay.main.length}>
                      {bay.main.map((p, i) => placeButton(p, 'main', i, bay))}
                      {gender && (
                        <span
                          className={styles.gender}
                          data-gender={gender}
                          title={GENDER_MARKS[gender].name}
                          aria-hidden="true"
                        >
                          {GENDER_MARKS[gender].mark}
                        </span>
                      )}
                    </div>
                    <div className={styles.corridor} aria-hidden="true" />
                    {bay.side.length > 0 && (
                      <div className={styles.side}>
                        {bay.side.map((p, i) => placeButton(p, 'side', i, bay))}
                      </div>
                    )}
                  </div>
                );
              })}
              <div className={styles.carEnd} aria-hidden="true">
                <span>WC</span>
              </div>
            </div>
          </div>
        </div>
      ))}
      <TrainPlanLegend
        berths={layout.kind === 'berths'}
        genders={car.places.some((p) => p.gender)}
      />
    </div>
  );
}
