import type { LegTransportType } from '@peresadka/contracts/enums';
import { refundRuleTables } from '@peresadka/contracts/refund-rules';
import styles from './RefundTables.module.css';

const captions: Record<LegTransportType, string> = {
  TRAIN: 'Возврат ж/д билета',
  BUS: 'Возврат билета на автобус',
  PLANE: 'Возврат авиабилета',
};

/**
 * The refund rules of a mode as the server applies them: printed from the same data
 * (`refundRuleTables`), so the help centre cannot promise what a return does not give.
 */
export function RefundTables({ mode }: { mode: LegTransportType }) {
  return (
    <section className={styles.rules} aria-labelledby="refund-rules">
      <h3 id="refund-rules">Сколько вернут</h3>
      <table>
        <caption className="visually-hidden">{captions[mode]}</caption>
        <thead>
          <tr>
            <th scope="col">Когда оформлен возврат</th>
            <th scope="col">Что возвращается</th>
            <th scope="col">Что удерживается</th>
          </tr>
        </thead>
        <tbody>
          {refundRuleTables[mode].map((row) => (
            <tr key={row.when}>
              <th scope="row">{row.when}</th>
              <td>{row.back}</td>
              <td>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Время считается от отправления по расписанию; сумма считается за каждого пассажира отдельно,
        и перед возвратом сайт покажет её точно.
      </p>
    </section>
  );
}
