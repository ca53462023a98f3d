import type { CarInfo } from '@peresadka/contracts/detail';
import type { TrainSchemaType } from '@peresadka/contracts/enums';
import { uiMessages } from '@peresadka/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useLayout } from '../../../app/layout.ts';
import { PlanLegend } from './PlanLegend.tsx';
import { trainSchemaQuery } from './ride-queries.ts';
import type { SeatMarks } from './seat-marks.ts';
import { SeatPlan } from './SeatPlan.tsx';
import styles from './OrderCreate.module.css';

const STOREYS = [
  { storey: 'FirstStorey', name: 'Нижний этаж' },
  { storey: 'SecondStorey', name: 'Верхний этаж' },
] as const;

/**
 * The plan of one car, wide on a desktop and tall on a phone (SPEC §2, 768 px); a two-storey
 * car shows both storeys, one under the other.
 */
export function TrainCarPlan({
  routeId,
  car,
  marks,
  onToggle,
}: {
  routeId: string;
  car: CarInfo;
  marks: SeatMarks;
  onToggle: (seat: string) => void;
}) {
  const variant = useLayout() === 'mobile' ? 'Mobile' : 'Pc';
  const { schema_id: schemaId } = car;
  if (schemaId === null) return <p className={styles.note}>{uiMessages.trainSchemaUnavailable}</p>;
  const storeys = car.is_second_floor ? STOREYS : STOREYS.slice(0, 1);
  return (
    <div className={styles.planBox}>
      {storeys.map(({ storey, name }) => (
        <StoreyPlan
          key={storey}
          heading={car.is_second_floor ? name : null}
          body={{
            schema_id: schemaId,
            schema_type: `${variant}${storey}`,
            route_id: routeId,
            car_number: car.car_number,
          }}
          marks={marks}
          onToggle={onToggle}
        />
      ))}
      <PlanLegend />
    </div>
  );
}

function StoreyPlan({
  heading,
  body,
  marks,
  onToggle,
}: {
  heading: string | null;
  body: { schema_id: string; schema_type: TrainSchemaType; route_id: string; car_number: string };
  marks: SeatMarks;
  onToggle: (seat: string) => void;
}) {
  const plan = useQuery(trainSchemaQuery(body));
  return (
    <div>
      {heading && <p className={styles.storey}>{heading}</p>}
      {plan.isPending && <p role="status">Загружаем схему вагона…</p>}
      {plan.isError && <p className={styles.note}>{uiMessages.trainSchemaUnavailable}</p>}
      {plan.data && <SeatPlan markup={plan.data.train_schema} marks={marks} onToggle={onToggle} />}
    </div>
  );
}
