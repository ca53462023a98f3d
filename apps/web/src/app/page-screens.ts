import type { SitePage } from '@peresadka/contracts/site-pages';

/**
 * The screen module of every page, under src/routes/, each exporting a component of its file's
 * name (and, if its content comes after its code, a `loader`). The router loads the module
 * when the page is first visited; the build writes each page's HTML with the module's chunks
 * preloaded (build/page-preloads.ts), so they download with the app's own code rather than
 * after it.
 */
export const pageScreens = {
  home: 'home/HomeScreen',
  results: 'results/ResultsScreen',
  detail: 'detail/DetailScreen',
  trip: 'trip/TripScreen',
  login: 'auth/LoginScreen',
  register: 'auth/RegisterScreen',
  forgotPassword: 'auth/ForgotPasswordScreen',
  setPassword: 'auth/SetPasswordScreen',
  resetPassword: 'auth/ResetPasswordScreen',
  activate: 'auth/ActivateScreen',
  logout: 'auth/LogoutScreen',
  profile: 'profile/ProfileScreen',
  help: 'help/HelpScreen',
  feedback: 'feedback/FeedbackScreen',
  privacyPolicy: 'legal/LegalScreen',
  termsOfUse: 'legal/LegalScreen',
  publicOffer: 'legal/LegalScreen',
  orderCreate: 'payment/OrderCreateScreen',
  orderConfirm: 'payment/OrderConfirmScreen',
  paymentSuccess: 'payment/PaymentSuccessScreen',
  refund: 'payment/RefundScreen',
  paymentFail: 'payment/PaymentFailScreen',
  ride: 'ride/OpenRideScreen',
  alertsUnsubscribe: 'alerts/UnsubscribeScreen',
} as const satisfies Record<SitePage, string>;
