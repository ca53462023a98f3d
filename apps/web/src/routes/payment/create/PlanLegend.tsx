import styles from './OrderCreate.module.css';

/** What the colours of a seat plan mean. */
export function PlanLegend() {
  return (
    <ul className={styles.legendList} aria-label="Обозначения на схеме">
      <li>
        <span className={`${styles.swatch} ${styles.swatchFree}`} aria-hidden="true" /> свободно
      </li>
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
    </ul>
  );
}
