import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_ORDER_HOLD_MINUTES } from '@peresadka/contracts/orders';
import { z } from 'zod';
import { ticketKeys } from '../tickets/ticket-signature.ts';

const SECRET_NAMES = [
  'JWT_SECRET',
  'PAYMENT_SECRET',
  'CAPTCHA_SECRET',
  'TICKET_SIGNING_KEY',
] as const;
type SecretName = (typeof SECRET_NAMES)[number];
/** Kept with the secrets in development: the built-in IM sandbox's partner password. */
const DEV_SECRET_NAMES = [...SECRET_NAMES, 'IM_PASSWORD'] as const;
type DevSecretName = (typeof DEV_SECRET_NAMES)[number];

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const secret = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().min(32, 'секрет должен быть не короче 32 символов').optional(),
);

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const mailAddress = z
  .string()
  .regex(/^[^\s@<>]+@[^\s@<>]+$|^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/, 'ожидается адрес e-mail');
const mailbox = (fallback: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), mailAddress.default(fallback));
const optionalMailbox = z.preprocess((v) => (v === '' ? undefined : v), mailAddress.optional());

const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(50).max(600_000).default(fallback);

/** Every variable the server reads; README.md describes each (readme.test.ts). */
export const ZEnv = z.object({
  APP_ENV: z.enum(['development', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['pretty', 'json']).optional(),
  ),
  JWT_SECRET: secret,
  PAYMENT_SECRET: secret,
  CAPTCHA_SECRET: secret,
  /** The tickets' Ed25519 private key (tickets/ticket-signature.ts), a key of its own. */
  TICKET_SIGNING_KEY: secret,
  MAIL_FROM: mailbox('Пересадка <noreply@localhost>'),
  SUPPORT_EMAIL: mailbox('support@localhost'),
  /** Who runs the site and is warned of what only they can fix (the supplier's balance). */
  OPERATOR_EMAIL: optionalMailbox,
  YANDEX_CAPTCHA_CLIENT_KEY: optionalText,
  YANDEX_CAPTCHA_SERVER_KEY: optionalText,
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(3000),
  TRUST_PROXY: optionalText,
  ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(DEFAULT_ORDER_HOLD_MINUTES),
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'yookassa']).default('sandbox'),
  PAYMENT_API_URL: optionalUrl,
  PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PAYMENT_SANDBOX_URL: optionalUrl,
  YOOKASSA_SHOP_ID: optionalText,
  YOOKASSA_SECRET_KEY: optionalText,
  PAYMENT_NOTIFY_FROM: optionalText,
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(10).max(86_400).default(180),
  TRAIN_SUPPLIER: z.enum(['im', 'local']).default('im'),
  IM_API_URL: optionalUrl,
  IM_LOGIN: optionalText,
  IM_PASSWORD: optionalText,
  IM_POS: optionalText,
  IM_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  IM_SANDBOX_VOID_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  IM_BALANCE_MIN_RUB: z.coerce.number().int().min(0).max(1_000_000_000).default(100_000),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'буквы, цифры и : . - _')
    .default('peresadka:'),
  COMBINED_QUEUE_PER_INSTANCE: z.coerce.number().int().min(1).max(10_000).default(32),
  COMBINED_QUEUE_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(4),
  COMBINED_QUEUE_RESERVED: z.coerce.number().int().min(0).max(10_000).default(8),
  COMBINED_RESULTS_MAX_MIB: z.coerce.number().int().min(1).max(100_000).default(64),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  RATE_LIMIT_SUGGEST_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  API_DEADLINE_MS: milliseconds(5000),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(5000),
  DATABASE_LOCK_TIMEOUT_MS: milliseconds(3000),
  REDIS_CONNECT_TIMEOUT_MS: milliseconds(2000),
  REDIS_COMMAND_TIMEOUT_MS: milliseconds(1000),
});

/**
 * Where YooKassa sends notifications from (its documentation, «Входящие уведомления»); a
 * notification from elsewhere is ignored even before the payment is fetched again.
 */
export const YOOKASSA_NOTIFY_FROM = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11/32',
  '77.75.156.35/32',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

/** The shop's account at the built-in sandbox; its secret key is PAYMENT_SECRET. */
export const SANDBOX_SHOP_ID = 'peresadka';

export type AppConfig = {
  env: 'development' | 'production';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Namespace of this deployment's keys in a Redis it may share with others. */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL as configured: unset, links follow the address each visitor came on. */
  configuredPublicUrl: string | undefined;
  webDistDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Lines for a person at a terminal, or one JSON object a line for a log collector. */
  logFormat: 'pretty' | 'json';
  secrets: Record<SecretName, string>;
  /** Cookies go over https only, except on a developer's own machine. */
  secureCookies: boolean;
  /** `operator`: OPERATOR_EMAIL, the support address when not set. */
  mail: { from: string; support: string; operator: string };
  captcha:
    | { provider: 'altcha'; cost: number; maxCounter: number }
    | { provider: 'yandex'; clientKey: string; serverKey: string };
  /** Fastify's trustProxy: which proxies may tell us the client's address. */
  trustProxy: boolean | string;
  /** How long unpaid places stay held, and how often lapsed holds are looked for. */
  orders: { holdMinutes: number; sweepSeconds: number };
  payment: {
    provider: 'sandbox' | 'yookassa';
    /** The provider's v3 API. */
    apiUrl: string;
    shopId: string;
    secretKey: string;
    /** Addresses/CIDRs notifications may come from; empty: any (the sandbox). */
    notifyFrom: string[];
    /**
     * The built-in sandbox's port and the origin its page is opened at; `runHere` unless
     * PAYMENT_API_URL names one running elsewhere (the cluster's, shared by its processes).
     */
    sandbox: { port: number; publicUrl: string | undefined; runHere: boolean };
    /** A payment still pending after this long is asked about: its notification may be lost. */
    reconcileAfterSeconds: number;
  };
  /**
   * Who owns the train seats: the IM partner protocol (a real supplier with a partner's
   * credentials, or the built-in IM sandbox on PORT + 2 with nothing configured), or our own
   * inventory (`local`). Buses and planes are always `local` for now.
   */
  trains: {
    supplier: 'im' | 'local';
    im: {
      /** The protocol's base: POST {apiUrl}/{Area}/V1/{Group}/{Method}. */
      apiUrl: string;
      login: string;
      password: string;
      pos: string;
      /**
       * The built-in sandbox's port, `runHere` unless IM_API_URL names another supplier, and
       * how long after a sale it lets the sale be voided whole (its own default: 10 minutes).
       */
      sandbox: { port: number; runHere: boolean; voidMinutes: number | undefined };
      /** The agent's balance below which the operator is warned, whatever the day's sales. */
      balanceFloor: number;
    };
  };
  /** How often each instance looks for due jobs (letters, refunds). */
  jobsPollMs: number;
  /**
   * Combined searches queued or running at once: in this process, and for one client address
   * across all processes (lower, so one address cannot crowd everybody else out); the last
   * `reserved` places of a process are kept for addresses with nothing queued that honour
   * Retry-After, so a flood from many addresses cannot crowd a visitor out either; finished
   * results this process keeps, in bytes (past them the oldest go before their time).
   */
  combinedQueue: { perInstance: number; perClient: number; reserved: number; resultBytes: number };
  /** Calls per minute from one address: searches (routes, combined starts) and suggestions. */
  rateLimits: { searchPerMinute: number; suggestPerMinute: number };
  /**
   * How long anything may wait on the parts the site depends on. An API call that has not
   * answered within `apiDeadlineMs` answers 503 with Retry-After, whatever it waits on; the
   * others bound each part on its own, so a sick one is noticed (and its connections freed)
   * rather than waited on.
   */
  timeouts: {
    apiDeadlineMs: number;
    database: { connectMs: number; statementMs: number; lockMs: number };
    redis: { connectMs: number; commandMs: number };
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Неверная конфигурация:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

// Found by the package's name, so it holds from the sources and from the compiled dist/ alike.
const defaultWebDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@peresadka/web/package.json')),
  'dist',
);

/**
 * Parses the whole environment at once so that an operator sees every missing or bad
 * variable in one message instead of fixing them one restart at a time.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const missing = SECRET_NAMES.filter((name) => !e[name]);
  const problems: string[] = [];
  if (e.APP_ENV === 'production') {
    // Generated secrets would silently change between machines and invalidate every
    // session, payment and ticket signature, so production must be given real ones.
    problems.push(...missing.map((name) => `${name}: обязателен в режиме production`));
    // Without it links would follow the Host header, which anyone can forge into a letter.
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: обязателен в режиме production');
  }
  if (e.TICKET_SIGNING_KEY) {
    try {
      ticketKeys(e.TICKET_SIGNING_KEY);
    } catch (error) {
      problems.push(`TICKET_SIGNING_KEY: ${(error as Error).message}`);
    }
  }
  if (Boolean(e.YANDEX_CAPTCHA_CLIENT_KEY) !== Boolean(e.YANDEX_CAPTCHA_SERVER_KEY)) {
    problems.push(
      'YANDEX_CAPTCHA_CLIENT_KEY и YANDEX_CAPTCHA_SERVER_KEY задаются вместе (или оба пустые)',
    );
  }
  if (e.PAYMENT_PROVIDER === 'yookassa') {
    if (!e.YOOKASSA_SHOP_ID)
      problems.push('YOOKASSA_SHOP_ID: обязателен при PAYMENT_PROVIDER=yookassa');
    if (!e.YOOKASSA_SECRET_KEY) {
      problems.push('YOOKASSA_SECRET_KEY: обязателен при PAYMENT_PROVIDER=yookassa');
    }
  } else if (e.APP_ENV === 'production') {
    problems.push(
      'PAYMENT_PROVIDER: в режиме production принимаются только настоящие платежи (yookassa)',
    );
  }
  if (e.TRAIN_SUPPLIER === 'im' && e.APP_ENV === 'production') {
    // The sandbox owns made-up seats: a production site sells real ones or none.
    for (const name of ['IM_API_URL', 'IM_LOGIN', 'IM_PASSWORD', 'IM_POS'] as const) {
      if (!e[name]) problems.push(`${name}: обязателен в режиме production при TRAIN_SUPPLIER=im`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const imSandboxPassword = e.TRAIN_SUPPLIER === 'im' && !e.IM_PASSWORD;
  const generated =
    missing.length > 0 || imSandboxPassword ? developmentSecrets(dataDir) : undefined;
  const secrets = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, e[name] ?? generated![name]]),
  ) as Record<SecretName, string>;
  return {
    env: e.APP_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    configuredPublicUrl: e.PUBLIC_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.APP_ENV === 'production' ? 'json' : 'pretty'),
    secrets,
    secureCookies: !isLocalhost(publicUrl),
    mail: {
      from: e.MAIL_FROM,
      support: e.SUPPORT_EMAIL,
      operator: e.OPERATOR_EMAIL ?? e.SUPPORT_EMAIL,
    },
    captcha:
      e.YANDEX_CAPTCHA_CLIENT_KEY && e.YANDEX_CAPTCHA_SERVER_KEY
        ? {
            provider: 'yandex',
            clientKey: e.YANDEX_CAPTCHA_CLIENT_KEY,
            serverKey: e.YANDEX_CAPTCHA_SERVER_KEY,
          }
        : { provider: 'altcha', cost: e.ALTCHA_COST, maxCounter: e.ALTCHA_MAX_COUNTER },
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    orders: { holdMinutes: e.ORDER_HOLD_MINUTES, sweepSeconds: e.ORDER_SWEEP_SECONDS },
    payment: paymentOf(e, secrets.PAYMENT_SECRET),
    trains: trainsOf(e, e.IM_PASSWORD ?? generated?.IM_PASSWORD ?? ''),
    jobsPollMs: e.JOBS_POLL_MS,
    combinedQueue: {
      perInstance: e.COMBINED_QUEUE_PER_INSTANCE,
      perClient: Math.min(e.COMBINED_QUEUE_PER_CLIENT, e.COMBINED_QUEUE_PER_INSTANCE),
      reserved: Math.min(e.COMBINED_QUEUE_RESERVED, e.COMBINED_QUEUE_PER_INSTANCE - 1),
      resultBytes: e.COMBINED_RESULTS_MAX_MIB * 1024 * 1024,
    },
    rateLimits: {
      searchPerMinute: e.RATE_LIMIT_SEARCH_PER_MINUTE,
      suggestPerMinute: e.RATE_LIMIT_SUGGEST_PER_MINUTE,
    },
    timeouts: {
      apiDeadlineMs: e.API_DEADLINE_MS,
      database: {
        connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
        lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      },
      redis: { connectMs: e.REDIS_CONNECT_TIMEOUT_MS, commandMs: e.REDIS_COMMAND_TIMEOUT_MS },
    },
  };
}

function paymentOf(e: z.infer<typeof ZEnv>, sandboxSecret: string): AppConfig['payment'] {
  const sandboxPort = e.PAYMENT_SANDBOX_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1);
  const common = {
    sandbox: {
      port: sandboxPort,
      publicUrl: e.PAYMENT_SANDBOX_URL,
      runHere: e.PAYMENT_API_URL === undefined,
    },
    reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
  };
  const notifyFrom = (fallback: string[]) =>
    e.PAYMENT_NOTIFY_FROM === undefined
      ? fallback
      : e.PAYMENT_NOTIFY_FROM.split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  if (e.PAYMENT_PROVIDER === 'yookassa') {
    return {
      ...common,
      provider: 'yookassa',
      apiUrl: e.PAYMENT_API_URL ?? 'https://api.yookassa.ru/v3',
      shopId: e.YOOKASSA_SHOP_ID!,
      secretKey: e.YOOKASSA_SECRET_KEY!,
      notifyFrom: notifyFrom(YOOKASSA_NOTIFY_FROM),
    };
  }
  return {
    ...common,
    provider: 'sandbox',
    apiUrl: e.PAYMENT_API_URL ?? `http://127.0.0.1:${sandboxPort}/v3`,
    shopId: SANDBOX_SHOP_ID,
    secretKey: sandboxSecret,
    notifyFrom: notifyFrom([]),
  };
}

/** The IM sandbox's partner, whose password is a development secret. */
export const IM_SANDBOX_PARTNER = { login: 'peresadka', pos: 'peresadka' } as const;

function trainsOf(e: z.infer<typeof ZEnv>, password: string): AppConfig['trains'] {
  const port = e.IM_SANDBOX_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 2);
  return {
    supplier: e.TRAIN_SUPPLIER,
    im: {
      apiUrl: e.IM_API_URL ?? `http://127.0.0.1:${port}`,
      login: e.IM_LOGIN ?? IM_SANDBOX_PARTNER.login,
      password,
      pos: e.IM_POS ?? IM_SANDBOX_PARTNER.pos,
      sandbox: {
        port,
        runHere: e.TRAIN_SUPPLIER === 'im' && e.IM_API_URL === undefined,
        voidMinutes: e.IM_SANDBOX_VOID_MINUTES,
      },
      balanceFloor: e.IM_BALANCE_MIN_RUB * 100,
    },
  };
}

function isLocalhost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}

/** 'true' (any proxy), or the comma-separated addresses/CIDRs of the proxies in front of us. */
function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Development secrets live in DATA_DIR so sessions survive a restart of `npm start`. */
function developmentSecrets(dataDir: string): Record<DevSecretName, string> {
  const file = path.join(dataDir, 'dev-secrets.json');
  const stored = readStoredSecrets(file);
  // 32 random bytes in base64url: a secret, and the seed of an Ed25519 key (TICKET_SIGNING_KEY).
  const complete = Object.fromEntries(
    DEV_SECRET_NAMES.map((name) => [name, stored[name] ?? randomBytes(32).toString('base64url')]),
  ) as Record<DevSecretName, string>;
  if (DEV_SECRET_NAMES.some((name) => !stored[name])) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(complete, null, 2), { mode: 0o600 });
  }
  return complete;
}

function readStoredSecrets(file: string): Partial<Record<DevSecretName, string>> {
  try {
    return z
      .partialRecord(z.enum(DEV_SECRET_NAMES), z.string().min(32))
      .parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return {};
  }
}
