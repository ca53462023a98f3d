import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { Footer } from './Footer.tsx';
import { useLayout } from './layout.ts';
import { NavBar } from './NavBar.tsx';
import { documentTitle, SITE_NAME, useScreenHandle } from './screen-handle.ts';
import styles from './AppLayout.module.css';

export function AppLayout() {
  const layout = useLayout();
  const handle = useScreenHandle();

  useEffect(() => {
    document.title = documentTitle(handle?.title ?? SITE_NAME);
  }, [handle?.title]);

  return (
    <div className={styles.shell} data-layout={layout}>
      <a className={styles.skip} href="#main">
        Перейти к содержимому
      </a>
      <NavBar section={handle?.section} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* A screen may wait for code that is not in the first page's JavaScript (a stored
            search's checks); the shell stays meanwhile. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* A new page opens at its top, not where the last one was scrolled to (the confirm page
          would open at its end, under «Продолжить» of the form); back and forward return to
          where the visitor was. A page loaded afresh has the history key 'default' whatever
          its address, so its place is kept by its address: another page loaded afresh in the
          tab does not open where this one was left. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

const scrollKey = (location: Location): string =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
