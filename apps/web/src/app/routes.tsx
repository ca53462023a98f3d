import { sitePages, type SitePage } from '@peresadka/contracts/site-pages';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { AppLayout } from './AppLayout.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { pageScreens } from './page-screens.ts';
import { RouteError } from './RouteError.tsx';
import type { ScreenHandle } from './screen-handle.ts';

type ScreenModule = { [component: string]: unknown; loader?: LoaderFunction };

/** Each screen is its own chunk, loaded when its page is first visited. */
const screenModules = import.meta.glob<ScreenModule>('../routes/*/*Screen.tsx');

const handles: Record<SitePage, ScreenHandle> = {
  home: { title: 'Пересадка', section: 'home' },
  results: { title: 'Результаты поиска', section: 'search' },
  detail: { title: 'Детали маршрута', section: 'search' },
  trip: { title: 'Поездка с пересадками', section: 'search' },
  login: { title: 'Вход', section: 'profile' },
  register: { title: 'Регистрация', section: 'profile' },
  forgotPassword: { title: 'Восстановление пароля', section: 'profile' },
  setPassword: { title: 'Смена пароля', section: 'profile' },
  resetPassword: { title: 'Новый пароль', section: 'profile' },
  activate: { title: 'Активация учётной записи', section: 'profile' },
  logout: { title: 'Выход', section: 'profile' },
  profile: { title: 'Личный кабинет', section: 'profile' },
  help: { title: 'Помощь', section: 'help' },
  feedback: { title: 'Поддержка', section: 'help' },
  orderCreate: { title: 'Оформление заказа', section: 'search' },
  orderConfirm: { title: 'Проверка заказа', section: 'search' },
  paymentSuccess: { title: 'Оплата заказа', section: 'profile' },
  refund: { title: 'Возврат билета', section: 'profile' },
  paymentFail: { title: 'Оплата не прошла', section: 'profile' },
  ride: { title: 'Оформление заказа', section: 'search' },
  alertsUnsubscribe: { title: 'Отписка от оповещений', section: 'profile' },
  privacyPolicy: { title: 'Политика конфиденциальности' },
  termsOfUse: { title: 'Пользовательское соглашение' },
  publicOffer: { title: 'Публичная оферта' },
};

/** A page of the shared table with its screen: the module's component of the file's name. */
function pageRoute(page: SitePage): RouteObject {
  const file = pageScreens[page];
  const load = screenModules[`../routes/${file}.tsx`];
  if (!load) throw new Error(`нет модуля экрана ${file}`);
  const component = file.slice(file.lastIndexOf('/') + 1);
  return {
    path: sitePages[page],
    handle: handles[page],
    lazy: lazyScreen(
      load,
      (module) => module[component] as ComponentType,
      (module) => module.loader,
    ),
  } as RouteObject;
}

/**
 * While the first page's screen loads, what the page's HTML showed (index.html's boot screen),
 * rather than nothing.
 */
function BootScreen() {
  return (
    <div className="boot" aria-hidden="true">
      Пересадка
    </div>
  );
}

/**
 * SPEC §2 route table: a screen for every page of the shared table (the server answers 404
 * for anything else), «Страница не найдена» for the rest. Paths match case-insensitively, so
 * /help also serves /Help.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: BootScreen,
    children: [
      {
        // Errors inside a screen keep the navigation bar, so the visitor can still leave.
        errorElement: <RouteError />,
        children: [
          ...(Object.keys(sitePages) as SitePage[]).map(pageRoute),
          {
            path: '*',
            handle: { title: 'Страница не найдена' } satisfies ScreenHandle,
            lazy: lazyScreen(
              () => import('../routes/not-found/NotFoundScreen.tsx'),
              (m) => m.NotFoundScreen,
            ),
          } as RouteObject,
        ],
      },
    ],
  },
];
