import { flightsOf } from '../../../../features/rides/api/ride-detail.ts';
import type { LegDetail } from '../../../../components/trip/leg-details.ts';
import { legName } from '../../../../components/trip/trip-text.ts';
import { BusPlaceChoice } from '../bus/BusPlaceChoice.tsx';
import { BeddingChoice } from '../train/BeddingChoice.tsx';
import { PlaceSummary } from '../train/PlaceSummary.tsx';
import { TransitDocumentChoice } from '../train/TransitDocumentChoice.tsx';
import { FlightSeat } from '../plane/FlightSeat.tsx';
import { isExitBarred } from '../plane/exit-barred.ts';
import type { CombinedLegDraft, CombinedPassengerDraft } from '../form/form-model.ts';
import { carOf, crossesBorder } from '../form/order-bodies.ts';
import { seatsOfOthers } from '../seats/seat-marks.ts';
import styles from '../OrderCreate.module.css';

const WE_SEAT = 'Место не выбрано: назначим автоматически, рядом с попутчиками.';

/** The fields a train leg's group plan shows at its controls; a leg's other messages go below. */
export const LEG_FIELDS = ['car_type', 'car_number', 'service_class'] as const;

/**
 * One traveller on one leg of the trip, in the leg's own terms, on the same plans as an order
 * of that mode: where they ride on a train (chosen on the leg's plan for the whole group) and
 * their bedding; a plane's seat; a bus's place where the bus lets one choose. Every place left
 * empty we give out.
 */
export function TripLegChoices({
  leg,
  legIndex,
  passengers,
  index,
  otherError,
  transitError,
  onChange,
}: {
  leg: LegDetail;
  legIndex: number;
  passengers: readonly CombinedPassengerDraft[];
  /** Which traveller this is. */
  index: number;
  /** This leg's messages that no control shows (a place taken, a seat that does not exist). */
  otherError: string | undefined;
  transitError: string | undefined;
  onChange: (choice: CombinedLegDraft) => void;
}) {
  const passenger = passengers[index]!;
  const choice = passenger.legs[legIndex]!;
  const onLap = passenger.category === 'BabyWithoutPlace';
  const context = `пассажир ${index + 1}, участок ${legIndex + 1}`;
  const choicesHere = passengers.map((p) => p.legs[legIndex]!);
  const othersOn = (seatOf: (c: CombinedLegDraft) => string | null) =>
    seatsOfOthers(choicesHere, index, seatOf);

  return (
    <fieldset className={styles.legBlock} data-mode={leg.mode}>
      <legend className={styles.legLegend}>{legName(leg.leg, legIndex)}</legend>
      {leg.mode === 'TRAIN' && (
        <TrainLeg
          leg={leg}
          choice={choice}
          onLap={onLap}
          context={context}
          transitError={transitError}
          onChange={onChange}
        />
      )}
      {leg.mode === 'PLANE' &&
        (onLap ? (
          <p className={styles.choice}>Младенец летит на руках у взрослого, без места.</p>
        ) : flightsOf(leg.leg).length === 1 ? (
          <FlightSeat
            flight={flightsOf(leg.leg)[0]!}
            detail={leg.detail}
            seat={choice.place}
            others={othersOn((c) => c.place)}
            onLap={onLap}
            exitBarred={isExitBarred(
              passengers.map((p) => p.category),
              index,
            )}
            unchosen={WE_SEAT}
            context={context}
            onChange={(place) => onChange({ ...choice, place })}
          />
        ) : (
          <p className={styles.choice}>Места на рейсах с пересадкой назначим автоматически.</p>
        ))}
      {leg.mode === 'BUS' &&
        (leg.detail.detail.is_place_selection_possible && !onLap ? (
          <BusPlaceChoice
            free={leg.detail.detail.places}
            total={leg.detail.detail.places_quantity}
            place={choice.place}
            others={othersOn((c) => c.place)}
            unchosen={WE_SEAT}
            context={context}
            onChange={(place) => onChange({ ...choice, place })}
          />
        ) : (
          <p className={styles.choice}>
            {onLap ? 'Ребёнок едет на руках у взрослого, без места.' : 'Место назначит перевозчик.'}
          </p>
        ))}
      {otherError && (
        <p className={styles.error} role="alert">
          {otherError}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A traveller's car and place on a train leg, as chosen on the leg's one plan for the group
 * below the passengers, their bedding in that car, and on a train through another country
 * their transit document (a child on a lap crosses the border too).
 */
function TrainLeg({
  leg,
  choice,
  onLap,
  context,
  transitError,
  onChange,
}: {
  leg: Extract<LegDetail, { mode: 'TRAIN' }>;
  choice: CombinedLegDraft;
  onLap: boolean;
  context: string;
  transitError: string | undefined;
  onChange: (choice: CombinedLegDraft) => void;
}) {
  const car = carOf(leg.detail, choice.car_type, choice.car_number);
  return (
    <>
      <PlaceSummary
        carNumber={choice.car_number}
        place={choice.place === null ? null : Number(choice.place)}
        onLap={onLap}
      />
      {car && !onLap && (
        <BeddingChoice
          car={car}
          checked={choice.bedding}
          context={context}
          onChange={(bedding) => onChange({ ...choice, bedding })}
        />
      )}
      {crossesBorder(leg.detail, choice.car_type) && (
        <TransitDocumentChoice
          value={choice.transit_document}
          error={transitError}
          context={context}
          onChange={(transit_document) => onChange({ ...choice, transit_document })}
        />
      )}
    </>
  );
}
