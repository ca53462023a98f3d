import styles from '../OrderCreate.module.css';

/**
 * Where a traveller rides on a train, as chosen on the group's one plan below the passengers,
 * with the messages about their car and place.
 */
export function PlaceSummary({
  carNumber,
  place,
  onLap,
  error,
}: {
  carNumber: string;
  place: number | null;
  onLap: boolean;
  error?: string | undefined;
}) {
  const where =
    carNumber === ''
      ? 'Вагон и место — на схеме ниже, для всех пассажиров сразу.'
      : onLap
        ? `Вагон ${carNumber}, без места — на руках у взрослого.`
        : place === null
          ? `Вагон ${carNumber}, место назначим автоматически.`
          : `Вагон ${carNumber}, место ${place}.`;
  return (
    <>
      <p className={styles.choice}>{where}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
