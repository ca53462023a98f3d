/**
 * SPEC §2: the site's pages, in React Router's pattern syntax (`:name` one segment, `:name?`
 * an optional last one). The web's router is built from this table and the server answers
 * 404 for every other address, so the two cannot disagree about what exists.
 */
export const sitePages = {
  home: '/',
  results: '/results',
  detail: '/detail',
  trip: '/detail/trip',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot_password',
  setPassword: '/set_password',
  resetPassword: '/reset_password/:uid/:token',
  activate: '/activate/:uid/:token',
  logout: '/logout',
  profile: '/profile',
  // Each help topic has its own address, /help/<topic>, on the same screen.
  help: '/help/:topic?',
  feedback: '/feedback',
  privacyPolicy: '/privacy_policy',
  termsOfUse: '/terms_of_use',
  publicOffer: '/public_offer',
  orderCreate: '/payment/create/:type',
  orderConfirm: '/payment/confirm/:type',
  paymentSuccess: '/payment/success/:code',
  refund: '/payment/return',
  paymentFail: '/payment/fail',
  ride: '/ride/:routeId',
  alertsUnsubscribe: '/alerts/unsubscribe/:token',
} as const;

export type SitePage = keyof typeof sitePages;

/**
 * A pattern as React Router matches it: segments compared case-insensitively (SPEC §2 names
 * both /help and /Help), a trailing slash allowed, a parameter any one non-empty segment.
 */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const pagePatterns = (Object.keys(sitePages) as SitePage[]).map(
  (page) => [page, patternRegExp(sitePages[page])] as const,
);

/** The page an address's path (no query) names, if it is one of the site's. */
export const sitePageOf = (pathname: string): SitePage | undefined =>
  pagePatterns.find(([, pattern]) => pattern.test(pathname))?.[0];

export const isSitePage = (pathname: string): boolean => sitePageOf(pathname) !== undefined;

/**
 * Where the web build writes a page's own copy of index.html (its screen's code preloaded),
 * for the server to send in place of the plain one.
 */
export const pageHtmlFile = (page: SitePage): string => `pages/${page}.html`;
