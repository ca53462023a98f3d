import type { AviaSchemaLegendItem } from '@peresadka/contracts/avia-schema';
import styles from '../OrderCreate.module.css';

const markClass: Record<AviaSchemaLegendItem['mark'], string> = {
  seat: styles.swatch!,
  closed: `${styles.swatch} ${styles.swatchClosed}`,
  exit: `${styles.swatch} ${styles.swatchExit}`,
};

/**
 * What the colours of a seat plan mean. A plan that colours its free seats by price (a cabin)
 * brings its own lines (`marks`: each price with its rows, a cabin not sold, the exits) in
 * place of the one «свободно».
 */
export function PlanLegend({
  marks,
  exitBarred,
}: {
  marks?: readonly AviaSchemaLegendItem[];
  /** Why this passenger may not take an exit-row seat, when the plan has exits and they may not. */
  exitBarred?: string | undefined;
}) {
  const exits = marks?.some((mark) => mark.mark === 'exit') ?? false;
  return (
    <ul className={styles.legendList} aria-label="Обозначения на схеме">
      {marks && marks.length > 0 ? (
        marks.map((mark) => (
          <li key={mark.text}>
            <span
              className={markClass[mark.mark]}
              style={
                mark.mark === 'seat' ? { background: mark.colour } : { borderColor: mark.colour }
              }
              aria-hidden="true"
            />{' '}
            {mark.text}
          </li>
        ))
      ) : (
        <li>
          <span className={`${styles.swatch} ${styles.swatchFree}`} aria-hidden="true" /> свободно
        </li>
      )}
      <li>
        <span className={`${styles.swatch} ${styles.swatchMine}`} aria-hidden="true" /> ваш выбор
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.swatchOther}`} aria-hidden="true" /> выбрано для
        попутчика
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.swatchTaken}`} aria-hidden="true" /> занято
      </li>
      {exits && exitBarred && (
        <li>
          <span className={`${styles.swatch} ${styles.swatchBarred}`} aria-hidden="true" />{' '}
          недоступно этому пассажиру: {exitBarred}
        </li>
      )}
    </ul>
  );
}
