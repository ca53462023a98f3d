import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { configureRussianMessages } from '@peresadka/contracts/zod-messages';
import type { AppConfig } from './config/config.ts';
import { healthRoutes } from './health/routes.ts';
import type { Database } from './infra/db/database.ts';
import { openDatabase } from './infra/db/database.ts';
import type { ApiApp } from './infra/http/api-app.ts';
import { registerCompression } from './infra/http/compression.ts';
import { answerError, registerErrorHandling } from './infra/http/error-handler.ts';
import { registerOpenApi } from './infra/http/openapi.ts';
import {
  answerProtocolErrors,
  CONNECTION_TIMEOUTS,
  connectionOptions,
  type ConnectionTimeouts,
} from './infra/http/connection-limits.ts';
import { registerJsonParser } from './infra/http/json-body.ts';
import { registerSpa } from './infra/http/spa.ts';
import { loggerOptions } from './infra/log/logger-options.ts';
import { zodValidatorCompiler } from './infra/http/validation.ts';
import { PlaceDirectory } from './suggest/place-directory.ts';
import { TimetableService } from './timetable/timetable-service.ts';
import { watchFeeds } from './timetable/feed-watch.ts';
import { openCache } from './infra/cache/open-cache.ts';
import { DayPrices } from './search/day-prices.ts';
import type { Cache } from './infra/cache/cache.ts';
import { suggestRoutes } from './suggest/routes.ts';
import { CombinedJobs } from './search/combined-jobs.ts';
import { CombinedPool } from './search/combined-pool.ts';
import { searchRoutes } from './search/routes.ts';
import { detailRoutes } from './detail/routes.ts';
import { SearchService } from './search/search-service.ts';
import { AccountsService } from './accounts/accounts-service.ts';
import { ResetOwners } from './accounts/reset-owners.ts';
import { LoginThrottle } from './accounts/login-throttle.ts';
import { accountRoutes } from './accounts/routes.ts';
import { SignIn } from './accounts/sign-in.ts';
import { AccessTokens } from './auth/access-tokens.ts';
import { AuthService } from './auth/auth-service.ts';
import { authenticator } from './auth/authenticate.ts';
import { authRoutes } from './auth/routes.ts';
import { Sessions } from './auth/sessions.ts';
import { openCaptcha } from './captcha/open-captcha.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { FavoritesService } from './favorites/favorites-service.ts';
import { favoriteRoutes } from './favorites/routes.ts';
import { FeedbackService } from './feedback/feedback-service.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { Mailer } from './mail/mailer.ts';
import { profileRoutes } from './profile/routes.ts';
import { InventoryService } from './suppliers/local/inventory-service.ts';
import { openTrainSupplier } from './suppliers/open-train-supplier.ts';
import { forgetPlaces } from './suppliers/supplier-ride.ts';
import type { TrainSupplier } from './suppliers/train-supplier.ts';
import { RidesService } from './rides/rides-service.ts';
import { every } from './jobs/periodic.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { mailJob } from './mail/mail-job.ts';
import { notificationSources } from './payments/notify-sources.ts';
import { PaymentsService } from './payments/payments-service.ts';
import { paidLetterJob } from './payments/paid-letter.ts';
import { paymentRoutes } from './payments/routes.ts';
import { siteUrlOf } from './infra/http/site-url.ts';
import { ticketRoutes } from './tickets/routes.ts';
import { TicketsService } from './tickets/tickets-service.ts';
import { refundRoutes } from './refunds/routes.ts';
import { TicketReturns, ZReturnCheck } from './refunds/ticket-returns.ts';
import { YooKassaClient } from './payments/yookassa-client.ts';
import { OrderClosing } from './orders/order-closing.ts';
import { OrdersService } from './orders/orders-service.ts';
import { SUPPLIER_BALANCE_CHECK_MS, SupplierBalanceWatch } from './orders/supplier-balance.ts';
import { SupplierSales } from './orders/supplier-sales.ts';
import { DisruptionsService } from './disruptions/disruptions-service.ts';
import { disruptionRoutes } from './disruptions/routes.ts';
import { disruptionScanJob } from './disruptions/scan-job.ts';
import { orderRoutes } from './orders/routes.ts';
import { publicCallLimits, RateLimiter } from './rate-limit/rate-limiter.ts';
import { AlertsService } from './alerts/alerts-service.ts';
import { alertRoutes } from './alerts/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    places: PlaceDirectory;
    cache: Cache;
    timetable: TimetableService;
    orders: OrdersService;
    payments: PaymentsService;
    jobs: JobQueue;
    alerts: AlertsService;
    disruptions: DisruptionsService;
    /** Whoever owns the train seats: the IM protocol's supplier, or our own inventory. */
    trains: TrainSupplier;
    /** The sale through that supplier when it is an outside one; tests run its jobs' work. */
    supplierSales: SupplierSales | null;
    /** The agent's balance at that supplier, watched for the operator. */
    supplierBalance: SupplierBalanceWatch | null;
  }
}

export type BuildOptions = {
  /** Tests hand in a database they own; otherwise the config decides. */
  database?: Database;
  /** Tests move the clock; everything else reads the real one. */
  now?: () => Date;
  /** How often to look for feeds imported elsewhere; tests shorten it. */
  feedCheckMs?: number;
  /** How long a connection may take over a request; tests shorten them. */
  connectionTimeouts?: ConnectionTimeouts;
  /**
   * false: no timers for lapsed holds, reconciliation and jobs — a test runs them itself
   * (`app.orders.expireLapsed()`, `app.payments.reconcile()`, `app.jobs.runDue()`) when its
   * clock says so.
   */
  background?: boolean;
};

/**
 * How often waiting alerts look at a supplier's trains again: other agents' returns free
 * places there unseen, and the supplier's answers are kept a minute or two anyway.
 */
const TRAIN_ALERTS_CHECK_MS = 5 * 60_000;

// zod's own messages (a number where text was expected…) reach clients too: say them in Russian.
configureRussianMessages();

/** Builds the whole server. `npm start` and every API test go through here. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ...connectionOptions(options.connectionTimeouts ?? CONNECTION_TIMEOUTS),
    frameworkErrors: answerError,
    // While the server drains, a request that still arrives on a kept-alive connection is
    // answered as usual (with Connection: close), not with Fastify's English 503: the proxy
    // opens its next connection to another process.
    return503OnClosing: false,
    // Behind a proxy the client's address (rate limits are per address) comes from it.
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  answerProtocolErrors(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            timeouts: config.timeouts.database,
            log: app.log,
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('places', new PlaceDirectory(database.db));
  if (!options.database) app.addHook('onClose', () => database.close());
  const cache = await openCache(
    { redisUrl: config.redisUrl, prefix: config.redisKeyPrefix, timeouts: config.timeouts.redis },
    app.log,
  );
  app.decorate('cache', cache);
  app.addHook('onClose', () => cache.close());
  const now = options.now ?? (() => new Date());
  app.decorate('timetable', new TimetableService(database.db, app.log, now));
  const timetableUpToDate = watchFeeds(app, options.feedCheckMs);

  // Yandex SmartCaptcha, when configured, runs its script and frame from Yandex's host.
  const captchaHosts =
    config.captcha.provider === 'yandex' ? ['https://smartcaptcha.yandexcloud.net'] : [];
  // Helmet's headers are the same for every answer, so its middleware is built once, here: the
  // Fastify plugin built it anew for every request, parsing the policy each time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captchaHosts],
        frameSrc: ["'self'", ...captchaHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...captchaHosts],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS on localhost would pin developers' browsers to https for every local port.
    hsts: config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
  await registerCompression(app);
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await registerOpenApi(app);

  const mailer = new Mailer(config, app.log);
  app.addHook('onClose', () => mailer.close());
  const throttle = new LoginThrottle(cache, now);
  const captcha = openCaptcha(config, cache, (ip) => throttle.captchaFactor(ip));
  const limiter = new RateLimiter(cache);
  const sessions = new Sessions(database.db, now, cache, config.secrets.JWT_SECRET);
  const accessTokens = new AccessTokens(config.secrets.JWT_SECRET);
  app.decorateRequest('user', null);
  app.decorate('authenticate', authenticator(accessTokens, sessions, now));
  const rides = new RidesService(database.db);
  // Every release of places is looked at again for sold-out alerts (`alerts` is made below,
  // with the job queue; nothing is released before the app is built).
  const inventory = new InventoryService(database.db, (tx, instances): Promise<void> =>
    alerts.placesFreed(tx, instances),
  );
  const { trains, sale } = openTrainSupplier(config.trains, {
    inventory,
    cache,
    places: app.places,
    now,
    log: app.log,
  });
  app.decorate('trains', trains);
  const favorites = new FavoritesService(database.db, rides, trains, inventory, now);
  const minimumChange = async () => {
    const timetable = await app.timetable.current();
    return (from: number, to: number) => timetable.minimumChange(from, to);
  };
  const stationKinds = async () => {
    const timetable = await app.timetable.current();
    return (id: number) => {
      const stop = timetable.stopOf(id);
      return stop === undefined ? null : timetable.kindOf(stop);
    };
  };
  const jobs = new JobQueue({ db: database.db, now, log: app.log });
  app.decorate('jobs', jobs);
  const enqueueMail = jobs.define(mailJob(mailer));
  const tickets = new TicketsService({
    db: database.db,
    rides,
    signingKey: config.secrets.TICKET_SIGNING_KEY,
    supportEmail: config.mail.support,
    minimumChange,
    now,
    sale,
  });
  const enqueuePaidLetter = jobs.define(
    paidLetterJob({ db: database.db, tickets, mailer, publicUrl: config.publicUrl }),
  );
  // The supplier's side refunds through the payments (made below; nothing is refunded before
  // the app is built).
  const supplierSales: SupplierSales | null =
    sale &&
    new SupplierSales({
      db: database.db,
      sale,
      trains,
      refundWhole: (tx, orderId, reason): Promise<number | null> =>
        payments.refundWhole(tx, orderId, reason),
      sendMail: enqueueMail,
      enqueuePaidLetter,
      placesFreed: (tx, instances): Promise<void> => alerts.placesFreed(tx, instances),
      releaseOurPlaces: (tx, orderIds) => inventory.repo.release(tx, orderIds),
      rides,
      now,
      publicUrl: config.publicUrl,
      log: app.log,
    });
  supplierSales?.defineJobs((kind) => jobs.define(kind));
  app.decorate('supplierSales', supplierSales);
  const supplierBalance =
    sale &&
    new SupplierBalanceWatch({
      db: database.db,
      sale,
      supplierName: 'ИМ («Инновационная мобильность»)',
      floor: config.trains.im.balanceFloor,
      operatorEmail: config.mail.operator,
      sendMail: enqueueMail,
      now,
      log: app.log,
    });
  app.decorate('supplierBalance', supplierBalance);
  const closing = new OrderClosing({
    inventory: inventory.repo,
    supplierSales,
    sendMail: enqueueMail,
    publicUrl: config.publicUrl,
  });
  const orders = new OrdersService({
    db: database.db,
    rides,
    minimumChange,
    stationKinds,
    inventory,
    trains,
    supplierSales,
    closing,
    now,
    holdMinutes: config.orders.holdMinutes,
    log: app.log,
  });
  app.decorate('orders', orders);
  const disruptions = new DisruptionsService({
    db: database.db,
    now,
    timetableUpToDate,
    minimumChange,
    sendMail: enqueueMail,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  jobs.define(disruptionScanJob((cause, orderId) => disruptions.scan(cause, orderId)));
  app.decorate('disruptions', disruptions);
  const alerts = new AlertsService({
    db: database.db,
    rides,
    inventory,
    trains,
    jobs,
    mailer,
    now,
    secret: config.secrets.JWT_SECRET,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('alerts', alerts);
  const payments = new PaymentsService({
    db: database.db,
    client: new YooKassaClient(config.payment),
    provider: config.payment.provider,
    inventory: inventory.repo,
    closing,
    supplierSales,
    jobs,
    sendMail: enqueueMail,
    enqueuePaidLetter,
    now,
    publicUrl: config.publicUrl,
    sandboxPageOnSiteHost:
      config.payment.provider === 'sandbox' && !config.payment.sandbox.publicUrl,
    secret: config.secrets.PAYMENT_SECRET,
    reconcileAfterMs: config.payment.reconcileAfterSeconds * 1000,
    log: app.log,
  });
  app.decorate('payments', payments);
  const ticketReturns: TicketReturns = new TicketReturns({
    db: database.db,
    inventory: inventory.repo,
    sale,
    placesFreed: (tx, instances) => alerts.placesFreed(tx, instances),
    placesChanged: (keys) => forgetPlaces(rides, trains, keys, now()),
    sendMail: enqueueMail,
    enqueueRefund: payments.enqueueRefund,
    enqueueReturnCheck: jobs.define({
      kind: 'supplier:return-check',
      payload: ZReturnCheck,
      run: (check) => ticketReturns.checkReturn(check),
    }),
    now,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const siteUrl = siteUrlOf(config.configuredPublicUrl);
  const resetOwners = new ResetOwners(cache, config.secrets.JWT_SECRET, config.secureCookies);
  const accounts = new AccountsService({
    db: database.db,
    now,
    mailer,
    jobs,
    sendMail: enqueueMail,
    captcha,
    limiter,
    sessions,
    publicUrl: config.publicUrl,
  });
  if (options.background !== false) {
    const stops = [
      every(
        config.orders.sweepSeconds * 1000,
        () => orders.expireLapsed(),
        app.log,
        'не удалось отменить просроченные заказы',
      ),
      every(
        Math.min(60_000, config.payment.reconcileAfterSeconds * 250),
        () => payments.reconcile(),
        app.log,
        'сверка платежей не удалась',
      ),
      every(
        TRAIN_ALERTS_CHECK_MS,
        () => alerts.checkTrains(),
        app.log,
        'места поездов для оповещений не проверены',
      ),
      jobs.start(config.jobsPollMs),
    ];
    if (supplierBalance) {
      stops.push(
        every(
          SUPPLIER_BALANCE_CHECK_MS,
          () => supplierBalance.check(),
          app.log,
          'остаток счёта у поставщика поездов не проверен',
        ),
      );
    }
    // The mailer closes after the jobs that may still be sending through it.
    app.addHook('preClose', async () => {
      await Promise.all(stops.map((stop) => stop()));
    });
  }

  await app.register(
    async (api) => {
      const typed = api as unknown as ApiApp;
      healthRoutes(typed);
      const publicLimits = publicCallLimits(config.rateLimits);
      suggestRoutes(typed, app.places, { onRequest: limiter.perAddress(publicLimits.suggest) });
      const pool = new CombinedPool();
      app.addHook('onClose', () => pool.close());
      const search = new SearchService(
        rides,
        trains,
        inventory,
        app.places,
        app.timetable,
        pool,
        now,
      );
      const combinedJobs = new CombinedJobs(cache, app.log, config.combinedQueue);
      searchRoutes(
        typed,
        search,
        combinedJobs,
        new DayPrices(search, combinedJobs, cache, now),
        limiter,
        publicLimits,
      );
      // Details and plans are asked without an account and each costs queries: limited per
      // address as the searches are.
      api.register(async (details) => {
        details.addHook('onRequest', limiter.perAddress(publicLimits.detail));
        detailRoutes(details as unknown as ApiApp, rides, inventory, trains, now);
      });
      captchaRoutes(typed, captcha);
      authRoutes(typed, new AuthService({ now, sessions, tokens: accessTokens }), config);
      const signIn = new SignIn({
        db: database.db,
        now,
        captcha,
        throttle,
        sessions,
        tokens: accessTokens,
      });
      accountRoutes(typed, accounts, signIn, resetOwners, siteUrl, config);
      profileRoutes(typed, favorites, orders);
      orderRoutes(typed, orders, siteUrl);
      disruptionRoutes(typed, disruptions);
      paymentRoutes(typed, payments, notificationSources(config.payment.notifyFrom), siteUrl);
      refundRoutes(typed, ticketReturns);
      ticketRoutes(typed, tickets, limiter.perAddress(publicLimits.ticketCheck));
      favoriteRoutes(typed, favorites);
      alertRoutes(typed, alerts);
      feedbackRoutes(
        typed,
        new FeedbackService({
          db: database.db,
          now,
          captcha,
          limiter,
          mailer,
          jobs,
          supportAddress: config.mail.support,
        }),
      );
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDistDir);
  return app;
}
