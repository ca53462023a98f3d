import { captcha, createUsers } from './accounts.ts';
import { machineLoad } from './machine.ts';
import { startRelease, type Release } from './site.ts';

const PER_GROUP = 30;

export type Sample = { known: number[]; unknown: number[] };
export type Comparison = { knownMedian: number; unknownMedian: number; welchT: number };
export type TimingRun = {
  release: string;
  reset: Comparison;
  login: Comparison;
  /** The answers' statuses by call: what was timed. */
  statuses: Record<string, number>;
  load: number;
};
export type TimingFigures = { releases: Release[]; perGroup: number; runs: TimingRun[] };

/**
 * Whether an answer's time tells an existing account from an unknown one: password reset
 * for 30 registered and 30 unknown e-mails, login for 30 existing users (wrong password) and 30
 * unknown ones, taking turns. Each attempt comes from an address of its own (past the proxy),
 * so the login throttle's back-off for an address never enters the times; the captcha is
 * solved before the clock starts.
 */
export async function timingBench(releases: Release[]): Promise<TimingFigures> {
  const runs: TimingRun[] = [];
  for (const release of releases) {
    const site = await startRelease(release, {
      TRUST_PROXY: '127.0.0.1',
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '30',
    });
    try {
      const users = await createUsers(
        release,
        site.databaseUrl,
        Array.from({ length: PER_GROUP }, (_, i) => `timing${i}`),
      );
      const load = machineLoad().load;
      let address = 0;
      const statuses: Record<string, number> = {};
      const attempt = async (apiPath: string, body: object) => {
        const from = `198.51.${Math.floor(++address / 250)}.${address % 250}`;
        const solved = await captcha(site, from);
        const started = performance.now();
        const res = await fetch(`${site.baseUrl}/api${apiPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify({ ...body, captcha: solved }),
        });
        await res.arrayBuffer();
        const elapsed = performance.now() - started;
        const key = `${apiPath} ${res.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        return elapsed;
      };
      const reset: Sample = { known: [], unknown: [] };
      const login: Sample = { known: [], unknown: [] };
      for (let i = 0; i < PER_GROUP; i++) {
        const stranger = `nobody${i}.${Date.now().toString(36)}`;
        reset.known.push(
          await attempt('/v1/auth/users/reset_password/', { email: users[i]!.email }),
        );
        reset.unknown.push(
          await attempt('/v1/auth/users/reset_password/', { email: `${stranger}@example.ru` }),
        );
        login.known.push(
          await attempt('/token/', { username: users[i]!.username, password: 'не-тот-пароль-1' }),
        );
        login.unknown.push(
          await attempt('/token/', { username: stranger, password: 'не-тот-пароль-1' }),
        );
      }
      runs.push({
        release: release.name,
        reset: compare(reset),
        login: compare(login),
        statuses,
        load,
      });
    } finally {
      await site.stop();
    }
  }
  return { releases, perGroup: PER_GROUP, runs };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length / 2;
  return s.length % 2 ? s[Math.floor(mid)]! : (s[mid - 1]! + s[mid]!) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
};

/** Welch's t of the two means: beyond about ±2 the groups' times differ more than chance does. */
export function compare(sample: Sample): Comparison {
  const { known, unknown } = sample;
  const t =
    (mean(known) - mean(unknown)) /
    Math.sqrt(variance(known) / known.length + variance(unknown) / unknown.length);
  return { knownMedian: median(known), unknownMedian: median(unknown), welchT: t };
}
