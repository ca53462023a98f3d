import type { RouteObject } from 'react-router';
import { AppLayout } from './AppLayout.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { RouteError } from './RouteError.tsx';
import type { ScreenHandle } from './screen-handle.ts';

const screen = (path: string, handle: ScreenHandle, lazy: RouteObject['lazy']): RouteObject =>
  ({ path, handle, lazy }) as RouteObject;

const legalTitles = {
  privacy_policy: 'Политика конфиденциальности',
  terms_of_use: 'Пользовательское соглашение',
  public_offer: 'Публичная оферта',
};

/** SPEC §2 route table; each screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a screen keep the navigation bar, so the visitor can still leave.
        errorElement: <RouteError />,
        children: [
          screen(
            '/',
            { title: 'Пересадка', section: 'home' },
            lazyScreen(
              () => import('../routes/home/HomeScreen.tsx'),
              (m) => m.HomeScreen,
            ),
          ),
          screen(
            '/results',
            { title: 'Результаты поиска', section: 'search' },
            lazyScreen(
              () => import('../routes/results/ResultsScreen.tsx'),
              (m) => m.ResultsScreen,
            ),
          ),
          screen(
            '/detail',
            { title: 'Детали маршрута', section: 'search' },
            lazyScreen(
              () => import('../routes/detail/DetailScreen.tsx'),
              (m) => m.DetailScreen,
            ),
          ),
          screen(
            '/detail/trip',
            { title: 'Поездка с пересадками', section: 'search' },
            lazyScreen(
              () => import('../routes/trip/TripScreen.tsx'),
              (m) => m.TripScreen,
            ),
          ),
          screen(
            '/login',
            { title: 'Вход', section: 'profile' },
            lazyScreen(
              () => import('../routes/auth/LoginScreen.tsx'),
              (m) => m.LoginScreen,
            ),
          ),
          screen(
            '/register',
            { title: 'Регистрация', section: 'profile' },
            lazyScreen(
              () => import('../routes/auth/RegisterScreen.tsx'),
              (m) => m.RegisterScreen,
            ),
          ),
          screen(
            '/forgot_password',
            { title: 'Восстановление пароля', section: 'profile' },
            lazyScreen(
              () => import('../routes/auth/ForgotPasswordScreen.tsx'),
              (m) => m.ForgotPasswordScreen,
            ),
          ),
          screen(
            '/set_password',
            { title: 'Смена пароля', section: 'profile' },
            lazyScreen(
              () => import('../routes/auth/SetPasswordScreen.tsx'),
              (m) => m.SetPasswordScreen,
            ),
          ),
          screen(
            '/reset_password/:uid/:token',
            { title: 'Новый пароль', section: 'profile' },
            lazyScreen(
              () => import('../routes/auth/ResetPasswordScreen.tsx'),
              (m) => m.ResetPasswordScreen,
            ),
          ),
          screen(
            '/activate/:uid/:token',
            { title: 'Активация учётной записи', section: 'profile' },
            lazyScreen(
              () => import('../routes/auth/ActivateScreen.tsx'),
              (m) => m.ActivateScreen,
            ),
          ),
          screen(
            '/logout',
            { title: 'Выход', section: 'profile' },
            lazyScreen(
              () => import('../routes/auth/LogoutScreen.tsx'),
              (m) => m.LogoutScreen,
            ),
          ),
          screen(
            '/profile',
            { title: 'Личный кабинет', section: 'profile' },
            lazyScreen(
              () => import('../routes/profile/ProfileScreen.tsx'),
              (m) => m.ProfileScreen,
            ),
          ),
          // Paths match case-insensitively, so this also serves /Help, the other spelling in use;
          // each help topic has its own address, /help/<topic>, on the same screen.
          screen(
            '/help/:topic?',
            { title: 'Помощь', section: 'help' },
            lazyScreen(
              () => import('../routes/help/HelpScreen.tsx'),
              (m) => m.HelpScreen,
            ),
          ),
          screen(
            '/feedback',
            { title: 'Поддержка', section: 'help' },
            lazyScreen(
              () => import('../routes/feedback/FeedbackScreen.tsx'),
              (m) => m.FeedbackScreen,
            ),
          ),
          ...(['privacy_policy', 'terms_of_use', 'public_offer'] as const).map((document) =>
            screen(
              `/${document}`,
              { title: legalTitles[document] },
              lazyScreen(
                () => import('../routes/legal/LegalScreen.tsx'),
                (m) => m.LegalScreen,
              ),
            ),
          ),
          screen(
            '/payment/create/:type',
            { title: 'Оформление заказа', section: 'search' },
            lazyScreen(
              () => import('../routes/payment/OrderCreateScreen.tsx'),
              (m) => m.OrderCreateScreen,
            ),
          ),
          screen(
            '/payment/confirm/:type',
            { title: 'Проверка заказа', section: 'search' },
            lazyScreen(
              () => import('../routes/payment/OrderConfirmScreen.tsx'),
              (m) => m.OrderConfirmScreen,
            ),
          ),
          screen(
            '/payment/success/:code',
            { title: 'Оплата заказа', section: 'profile' },
            lazyScreen(
              () => import('../routes/payment/PaymentSuccessScreen.tsx'),
              (m) => m.PaymentSuccessScreen,
            ),
          ),
          screen(
            '/payment/return',
            { title: 'Возврат билета', section: 'profile' },
            lazyScreen(
              () => import('../routes/payment/RefundScreen.tsx'),
              (m) => m.RefundScreen,
            ),
          ),
          screen(
            '/payment/fail',
            { title: 'Оплата не прошла', section: 'profile' },
            lazyScreen(
              () => import('../routes/payment/PaymentFailScreen.tsx'),
              (m) => m.PaymentFailScreen,
            ),
          ),
          screen(
            '/ride/:routeId',
            { title: 'Оформление заказа', section: 'search' },
            lazyScreen(
              () => import('../routes/ride/OpenRideScreen.tsx'),
              (m) => m.OpenRideScreen,
            ),
          ),
          screen(
            '/alerts/unsubscribe/:token',
            { title: 'Отписка от оповещений', section: 'profile' },
            lazyScreen(
              () => import('../routes/alerts/UnsubscribeScreen.tsx'),
              (m) => m.UnsubscribeScreen,
            ),
          ),
          screen(
            '*',
            { title: 'Страница не найдена' },
            lazyScreen(
              () => import('../routes/not-found/NotFoundScreen.tsx'),
              (m) => m.NotFoundScreen,
            ),
          ),
        ],
      },
    ],
  },
];
