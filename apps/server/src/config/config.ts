import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const SECRET_NAMES = ['JWT_SECRET', 'PAYMENT_SECRET', 'CAPTCHA_SECRET'] as const;
type SecretName = (typeof SECRET_NAMES)[number];

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const secret = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().min(32, 'секрет должен быть не короче 32 символов').optional(),
);

const ZEnv = z.object({
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
  JWT_SECRET: secret,
  PAYMENT_SECRET: secret,
  CAPTCHA_SECRET: secret,
});

export type AppConfig = {
  env: 'development' | 'production';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  webDistDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  secrets: Record<SecretName, string>;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Неверная конфигурация:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');

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
  if (e.APP_ENV === 'production' && missing.length > 0) {
    // Generated secrets would silently change between machines and invalidate every
    // session and payment signature, so production must be given real ones.
    throw new ConfigError(missing.map((name) => `${name}: обязателен в режиме production`));
  }
  const generated = missing.length > 0 ? developmentSecrets(dataDir) : undefined;
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
    smtpUrl: e.SMTP_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    logLevel: e.LOG_LEVEL,
    secrets,
  };
}

/** Development secrets live in DATA_DIR so sessions survive a restart of `npm start`. */
function developmentSecrets(dataDir: string): Record<SecretName, string> {
  const file = path.join(dataDir, 'dev-secrets.json');
  const stored = readStoredSecrets(file);
  const complete = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, stored[name] ?? randomBytes(32).toString('base64url')]),
  ) as Record<SecretName, string>;
  if (SECRET_NAMES.some((name) => !stored[name])) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(complete, null, 2), { mode: 0o600 });
  }
  return complete;
}

function readStoredSecrets(file: string): Partial<Record<SecretName, string>> {
  try {
    return z
      .partialRecord(z.enum(SECRET_NAMES), z.string().min(32))
      .parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return {};
  }
}
