import { uiMessages } from '@peresadka/contracts/messages';
import type { FavoriteRoute, UserInfo } from '@peresadka/contracts/profile';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useUserInfo } from '../../features/accounts/api/favorites.ts';
import { Page } from '../../components/Page.tsx';
import { SessionGate } from '../../components/SessionGate.tsx';
import styles from './ProfileScreen.module.css';
import { FavoriteItem } from './favorites/FavoriteItem.tsx';
import { AccountPhone } from './phone/AccountPhone.tsx';
import { Trips } from './trips/Trips.tsx';

/** SPEC §2 profile: favorites and trips in tabs, and the account menu; visitors sign in first. */
export function ProfileScreen() {
  return (
    <SessionGate for="signed-in" heading="Личный кабинет">
      <Profile />
    </SessionGate>
  );
}

const TABS = [
  { id: 'favorites', label: 'Избранное' },
  { id: 'trips', label: 'Мои поездки' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** The open tab lives in the address (`?tab=trips`), so other pages can link to a tab. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'favorites';
  const open = (next: Tab) =>
    setParams(next === 'favorites' ? {} : { tab: next }, { replace: true });
  return [tab, open];
}

function Profile() {
  const info = useUserInfo();
  const [tab, setTab] = useTab();
  const { search } = useLocation();
  // SPEC §4: without the user's data there is no profile to show.
  if (info.isError)
    return <Navigate to="/login" replace state={{ redirect: `/profile${search}` }} />;
  if (!info.data) {
    return (
      <Page heading="Личный кабинет">
        <p role="status">Загружаем профиль…</p>
      </Page>
    );
  }
  const user = info.data;
  return (
    <Page heading="Личный кабинет">
      <p className={styles.greeting}>
        {user.first_name} {user.last_name} · {user.username} · {user.email}
      </p>
      <div className={styles.layout}>
        <div>
          <div role="tablist" aria-label="Разделы профиля" className={styles.tabs}>
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                className="tab"
                onClick={() => setTab(t.id)}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'favorites' ? <Favorites user={user} /> : <Trips />}
          </div>
        </div>
        <aside className={styles.aside}>
          <nav aria-label="Меню профиля" className={styles.menu}>
            <Link to="/set_password">Сменить пароль</Link>
            <Link to="/help/account-email">Сменить e-mail</Link>
            <Link to="/help/account-delete">Удалить учётную запись</Link>
            <Link to="/help">Помощь</Link>
            <Link to="/feedback">Поддержка</Link>
          </nav>
          <AccountPhone phone={user.phone} />
        </aside>
      </div>
    </Page>
  );
}

/** Favorites grouped by direction, so a traveller's usual trip reads as one block. */
function Favorites({ user }: { user: UserInfo }) {
  if (user.favorite_routes.length === 0) return <EmptyState>{uiMessages.emptyList}</EmptyState>;
  const groups = new Map<string, FavoriteRoute[]>();
  for (const f of user.favorite_routes) {
    const direction = `${f.starting_point} → ${f.ending_point}`;
    groups.set(direction, [...(groups.get(direction) ?? []), f]);
  }
  return (
    <>
      {[...groups].map(([direction, favorites]) => (
        <section key={direction} className={styles.group} aria-label={direction}>
          <h2>{direction}</h2>
          <ul className={styles.list}>
            {favorites.map((f) => (
              <FavoriteItem key={f.routes_ids.join('|')} favorite={f} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
