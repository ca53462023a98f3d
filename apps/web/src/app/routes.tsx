import { sitePages, type SitePage } from '@peresadka/contracts/site-pages';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { AppLayout } from './AppLayout.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { RouteError } from './RouteError.tsx';
import type { ScreenHandle } from './screen-handle.ts';

type Screen = { handle: ScreenHandle; lazy: RouteObject['lazy'] };

const screen = <Module,>(
  handle: ScreenHandle,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  loaderOf?: (module: Module) => LoaderFunction,
): Screen => ({ handle, lazy: lazyScreen(load, pick, loaderOf) });

const legalTitles = {
  privacy_policy: 'Политика конфиденциальности',
  terms_of_use: 'Пользовательское соглашение',
  public_offer: 'Публичная оферта',
};

/** One screen serves every legal document; the address names which. */
const legal = (document: keyof typeof legalTitles): Screen =>
  screen(
    { title: legalTitles[document] },
    () => import('../routes/legal/LegalScreen.tsx'),
    (m) => m.LegalScreen,
    (m) => m.legalLoader,
  );

/**
 * A screen for every page of the shared table (the server answers 404 for anything else);
 * each screen is its own chunk, loaded when first visited.
 */
const screens: Record<SitePage, Screen> = {
  home: screen(
    { title: 'Пересадка', section: 'home' },
    () => import('../routes/home/HomeScreen.tsx'),
    (m) => m.HomeScreen,
  ),
  results: screen(
    { title: 'Результаты поиска', section: 'search' },
    () => import('../routes/results/ResultsScreen.tsx'),
    (m) => m.ResultsScreen,
  ),
  detail: screen(
    { title: 'Детали маршрута', section: 'search' },
    () => import('../routes/detail/DetailScreen.tsx'),
    (m) => m.DetailScreen,
  ),
  trip: screen(
    { title: 'Поездка с пересадками', section: 'search' },
    () => import('../routes/trip/TripScreen.tsx'),
    (m) => m.TripScreen,
  ),
  login: screen(
    { title: 'Вход', section: 'profile' },
    () => import('../routes/auth/LoginScreen.tsx'),
    (m) => m.LoginScreen,
  ),
  register: screen(
    { title: 'Регистрация', section: 'profile' },
    () => import('../routes/auth/RegisterScreen.tsx'),
    (m) => m.RegisterScreen,
  ),
  forgotPassword: screen(
    { title: 'Восстановление пароля', section: 'profile' },
    () => import('../routes/auth/ForgotPasswordScreen.tsx'),
    (m) => m.ForgotPasswordScreen,
  ),
  setPassword: screen(
    { title: 'Смена пароля', section: 'profile' },
    () => import('../routes/auth/SetPasswordScreen.tsx'),
    (m) => m.SetPasswordScreen,
  ),
  resetPassword: screen(
    { title: 'Новый пароль', section: 'profile' },
    () => import('../routes/auth/ResetPasswordScreen.tsx'),
    (m) => m.ResetPasswordScreen,
  ),
  activate: screen(
    { title: 'Активация учётной записи', section: 'profile' },
    () => import('../routes/auth/ActivateScreen.tsx'),
    (m) => m.ActivateScreen,
  ),
  logout: screen(
    { title: 'Выход', section: 'profile' },
    () => import('../routes/auth/LogoutScreen.tsx'),
    (m) => m.LogoutScreen,
  ),
  profile: screen(
    { title: 'Личный кабинет', section: 'profile' },
    () => import('../routes/profile/ProfileScreen.tsx'),
    (m) => m.ProfileScreen,
  ),
  help: screen(
    { title: 'Помощь', section: 'help' },
    () => import('../routes/help/HelpScreen.tsx'),
    (m) => m.HelpScreen,
    (m) => m.helpLoader,
  ),
  feedback: screen(
    { title: 'Поддержка', section: 'help' },
    () => import('../routes/feedback/FeedbackScreen.tsx'),
    (m) => m.FeedbackScreen,
  ),
  privacyPolicy: legal('privacy_policy'),
  termsOfUse: legal('terms_of_use'),
  publicOffer: legal('public_offer'),
  orderCreate: screen(
    { title: 'Оформление заказа', section: 'search' },
    () => import('../routes/payment/OrderCreateScreen.tsx'),
    (m) => m.OrderCreateScreen,
  ),
  orderConfirm: screen(
    { title: 'Проверка заказа', section: 'search' },
    () => import('../routes/payment/OrderConfirmScreen.tsx'),
    (m) => m.OrderConfirmScreen,
  ),
  paymentSuccess: screen(
    { title: 'Оплата заказа', section: 'profile' },
    () => import('../routes/payment/PaymentSuccessScreen.tsx'),
    (m) => m.PaymentSuccessScreen,
  ),
  refund: screen(
    { title: 'Возврат билета', section: 'profile' },
    () => import('../routes/payment/RefundScreen.tsx'),
    (m) => m.RefundScreen,
  ),
  paymentFail: screen(
    { title: 'Оплата не прошла', section: 'profile' },
    () => import('../routes/payment/PaymentFailScreen.tsx'),
    (m) => m.PaymentFailScreen,
  ),
  ride: screen(
    { title: 'Оформление заказа', section: 'search' },
    () => import('../routes/ride/OpenRideScreen.tsx'),
    (m) => m.OpenRideScreen,
  ),
  alertsUnsubscribe: screen(
    { title: 'Отписка от оповещений', section: 'profile' },
    () => import('../routes/alerts/UnsubscribeScreen.tsx'),
    (m) => m.UnsubscribeScreen,
  ),
};

/** SPEC §2 route table. Paths match case-insensitively, so /help also serves /Help. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a screen keep the navigation bar, so the visitor can still leave.
        errorElement: <RouteError />,
        children: [
          ...(Object.keys(screens) as SitePage[]).map(
            (page): RouteObject => ({ path: sitePages[page], ...screens[page] }) as RouteObject,
          ),
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
