import type { ServiceClass } from '@peresadka/contracts/enums';
import { AppError } from '@peresadka/contracts/errors';
import { seatSchemeErrorMessage, uiMessages } from '@peresadka/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { PlanLegend } from '../seats/PlanLegend.tsx';
import { aviaSchemaQuery } from '../../../../features/rides/api/ride-operations.ts';
import type { SeatMarks } from '../seats/seat-marks.ts';
import { SeatPlan } from '../seats/SeatPlan.tsx';
import styles from '../OrderCreate.module.css';

/** The cabin of one flight with its free seats; a plan that cannot be drawn says why (SPEC §8). */
export function CabinPlan({
  schemaId,
  flightId,
  serviceClass,
  marks,
  onToggle,
}: {
  schemaId: string;
  flightId: string;
  /** The class bought: the other cabin's seats are shown, not for sale, and the legend says so. */
  serviceClass: ServiceClass;
  marks: SeatMarks;
  onToggle: (seat: string) => void;
}) {
  const plan = useQuery(
    aviaSchemaQuery({
      aircraft_seat_scheme_id: schemaId,
      flight_id: flightId,
      service_class: serviceClass,
    }),
  );
  if (plan.isPending) return <p role="status">Загружаем схему салона…</p>;
  if (plan.isError) {
    const reason =
      plan.error instanceof AppError ? plan.error.userMessage : uiMessages.errorOccurredPlain;
    return <p className={styles.note}>{seatSchemeErrorMessage(reason)}</p>;
  }
  const [problem] = plan.data.errors;
  if (problem !== undefined)
    return <p className={styles.note}>{seatSchemeErrorMessage(problem)}</p>;
  return (
    <div className={styles.planBox}>
      <SeatPlan markup={plan.data.avia_schema} marks={marks} onToggle={onToggle} />
      <PlanLegend marks={plan.data.legend} exitBarred={marks.exitBarred} />
    </div>
  );
}
