import { Link, useLocation } from 'react-router';
import { useSignedIn } from '../state/session.ts';
import type { NavSection } from './screen-handle.ts';
import styles from './NavBar.module.css';

type Item = { section: NavSection; label: string; to: string };

/**
 * SPEC §2 navigation: Поиск, Профиль (sign-in page for visitors; Выход on the profile page
 * itself), Помощь, Главная. The item of the current screen's section is highlighted.
 */
export function NavBar({ section }: { section: NavSection | undefined }) {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const onProfile = signedIn && pathname === '/profile';
  const items: Item[] = [
    { section: 'search', label: 'Поиск', to: '/results' },
    onProfile
      ? { section: 'profile', label: 'Выход', to: '/logout' }
      : { section: 'profile', label: 'Профиль', to: signedIn ? '/profile' : '/login' },
    { section: 'help', label: 'Помощь', to: '/help' },
    { section: 'home', label: 'Главная', to: '/' },
  ];

  return (
    <header className={styles.bar}>
      <Link to="/" className={styles.logo} aria-label="Пересадка — на главную">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>Пересадка</span>
      </Link>
      <nav aria-label="Основное меню">
        <ul className={styles.items}>
          {items.map((item) => {
            const active = item.section === section;
            return (
              <li key={item.section}>
                <Link
                  to={item.to}
                  className={active ? `${styles.item} ${styles.active}` : styles.item}
                  aria-current={active ? 'page' : undefined}
                  data-nav={item.section}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
