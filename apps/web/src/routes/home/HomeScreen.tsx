import { resultsPath } from '@peresadka/contracts/search-url';
import { Link, useNavigate } from 'react-router';
import { SearchForm } from '../../components/search-form/SearchForm.tsx';
import { saveActiveSearch, useActiveSearch } from '../../state/active-search.ts';
import styles from './HomeScreen.module.css';
import { PartnerLogos } from './PartnerLogos.tsx';

export function HomeScreen() {
  const navigate = useNavigate();
  const active = useActiveSearch();
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="page-heading">
        <h1 id="page-heading">Пересадка</h1>
        <p className={styles.lead}>
          Билеты на самолёт, поезд и автобус — и комбинированные маршруты до пяти пересадок, когда
          прямого пути нет.
        </p>
      </section>

      <section aria-label="Поиск билетов" className={styles.block}>
        <SearchForm
          initial={active}
          onSearch={(criteria) => {
            saveActiveSearch(criteria);
            void navigate(resultsPath(criteria));
          }}
        />
      </section>

      <section aria-labelledby="about-heading" className={styles.block}>
        <h2 id="about-heading">О проекте</h2>
        <p>
          «Пересадка» ищет маршруты между городами России сразу всеми видами транспорта: перелёт,
          поезд и автобус в одной поездке, с пересадками внутри города между вокзалами и
          аэропортами. Время везде местное — то, что написано на табло станции.
        </p>
        <p>
          Подробнее о поиске, покупке и возврате билетов — в разделе{' '}
          <Link to="/help">«Помощь»</Link>.
        </p>
      </section>

      <section aria-labelledby="agent-heading" className={styles.block}>
        <h2 id="agent-heading">Кто продаёт билеты</h2>
        <p>
          Мы работаем как субагент: билет оформляется от имени перевозчика, и договор перевозки вы
          заключаете с ним. Это не официальный сайт перевозчика. Цены включают сервисный сбор
          «Пересадки»; итог виден до оплаты.
        </p>
      </section>

      <PartnerLogos />
    </div>
  );
}
