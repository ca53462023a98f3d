import styles from './TrainCarPlan.module.css';

/** What the marks of a car plan mean. */
export function TrainPlanLegend({ berths, genders }: { berths: boolean; genders: boolean }) {
  return (
    <ul className={styles.legend} aria-label="Обозначения на схеме">
      <li>
        <span className={styles.swatch} data-state="free" aria-hidden="true" /> свободно, под
        номером — цена, ₽
      </li>
      <li>
        <span className={styles.swatch} data-state="mine" aria-hidden="true" /> выбираете сейчас
      </li>
      <li>
        <span className={styles.swatch} data-state="other" aria-hidden="true" /> выбрано для
        попутчика
      </li>
      <li>
        <span className={styles.swatch} data-state="taken" aria-hidden="true" /> занято
      </li>
      {berths && (
        <li>
          черта сверху — верхнее место (чётное), снизу — нижнее (нечётное); боковые — за проходом
        </li>
      )}
      {genders && <li>М, Ж, С, Ц — мужское, женское, смешанное купе, купе целиком</li>}
    </ul>
  );
}
