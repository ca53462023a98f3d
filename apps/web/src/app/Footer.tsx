import { Link } from 'react-router';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p className={styles.notice}>
        Расписание демонстрационное: рейсы, поезда и автобусы сгенерированы на реальной географии
        России и не продаются перевозчиками.
      </p>
      <p>
        «Пересадка» — субагент перевозчиков: договор перевозки вы заключаете с перевозчиком, а мы
        помогаем найти маршрут и оформить билеты.
      </p>
      <nav aria-label="Документы">
        <ul className={styles.links}>
          <li>
            <Link to="/privacy_policy">Политика конфиденциальности</Link>
          </li>
          <li>
            <Link to="/terms_of_use">Пользовательское соглашение</Link>
          </li>
          <li>
            <Link to="/public_offer">Публичная оферта</Link>
          </li>
          <li>
            <Link to="/feedback">Поддержка</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
