import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { addDays, todayIn } from '@peresadka/contracts/dates';
import type { TrainResult } from '@peresadka/contracts/search-results';
import { ZPayment } from '@peresadka/contracts/yookassa-v3';
import type { FaultRule } from '@peresadka/im-sandbox/faults';
import { SANDBOX_SHOP_ID } from '@peresadka/server/config';
import { freePort } from '@peresadka/server/net/free-port';
import { person, trainOrderBody } from '@peresadka/server/test-support/orders';
import { CARDS, payAtSandbox, returnCode } from '@peresadka/server/test-support/payments';
import pg from 'pg';
import { searchDay, signedInAccounts } from './booking.ts';
import { benchEnv, startCluster, type ClusterSite } from './cluster.ts';
import { call, duringKills, withRetries, type Answer } from './fault.ts';
import { machineLoad } from './machine.ts';
import {
  providerLedger,
  reconcile,
  siteLedger,
  supplierLedger,
  type LedgerCheck,
} from './sale-ledgers.ts';
import type { Release } from './site.ts';

const ACCOUNTS = 120;
const RIDES = 10;
/** Pairs searched in turn for trains the supplier sells, a day after another. */
const TRAIN_PAIRS = [
  ['Москва', 'Санкт-Петербург'],
  ['Москва', 'Казань'],
  ['Москва', 'Нижний Новгород'],
] as const;
/**
 * Every fourth payment's payer closes the tab once paid: the site learns of that money from the
 * provider's notification alone, which may come while the process it reaches is dead.
 */
const NO_RETURN_EVERY = 4;
/** A payer back on the site waits this long for the tickets, asking every 2 s. */
const ISSUE_PATIENCE_MS = 60_000;
/**
 * After the kills, how long the sale may take to settle: a job a killed process had claimed
 * waits out its lease (five minutes) before another process takes it, then its backoff.
 */
const SETTLE_MS = 9 * 60_000;
const CONFIRM = 'Order/V1/Reservation/Confirm';
const CREATE = 'Order/V1/Reservation/Create';
/**
 * What the supplier does wrong, one rule before each kill in turn: refuses the next
 * confirmation (the carrier's refusal, code 1), loses its answer to the next confirmation or
 * to the next reservation (done and recorded, the connection dropped), or nothing.
 */
const SUPPLIER_FAULTS = [
  { kind: 'refusals', rule: { refuseConfirm: true, times: 1 } },
  { kind: 'lostConfirms', rule: { dropAnswer: [CONFIRM], times: 1 } },
  { kind: 'lostReservations', rule: { dropAnswer: [CREATE], times: 1 } },
  null,
] as const satisfies ({ kind: string; rule: FaultRule } | null)[];
type SupplierFault = NonNullable<(typeof SUPPLIER_FAULTS)[number]>['kind'];

export type SaleStep = 'заказ' | 'оплата' | 'возврат на сайт';

export type FaultSalesFigures = {
  releases: Release[];
  kills: number;
  seconds: number;
  load: number;
  /** Answers seen by the clients through nginx, by step and status ('сеть': no answer). */
  statuses: Record<SaleStep, Record<string, number>>;
  buyers: {
    /** Orders the site acknowledged (200); paid on the provider's page. */
    ordered: number;
    paid: number;
    /** Buyers who stopped at a step: refused there (4xx, or the provider's page failed), or gave up after TRIES. */
    stopped: Record<'заказ' | 'оплата', { refused: number; gaveUp: number }>;
    /** Back on the site: told PAID, told CANCELLED (refused), still told «issuing». */
    toldPaid: number;
    toldCancelled: number;
    leftWaiting: number;
    /** Closed the tab once paid. */
    noReturn: number;
  };
  /**
   * Faults that happened at the supplier (SUPPLIER_FAULTS), by kind: rules set, less those
   * still in force at the end. A rule is set only when no other is in force, so each is one
   * call.
   */
  supplierFaults: Record<SupplierFault, number>;
  /** nginx found no process alive to send a request to («no live upstreams» in its log). */
  nginxNoLiveUpstreams: number;
  /** From the last kill until nothing was on its way (or the wait's end: `settled` false). */
  settle: { seconds: number; settled: boolean };
  ledgers: LedgerCheck;
};

/**
 * The fault bench's kill -9 storm (`duringKills`) over train sales through the supplier: buyers
 * order train places, which the cluster reserves at an IM sandbox, and pay for them at a payment
 * sandbox — each its own process with its own storage, as IM and YooKassa are, reached by the
 * cluster's processes over HTTP — while the supplier now and then refuses a confirmation or
 * loses an answer. Once nothing is on its way any more the three records are compared: the
 * site's database, the provider's storage and the supplier's journal.
 */
export async function faultSalesBench(release: Release): Promise<FaultSalesFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-fault-sales-'));
  const partner = { login: 'bench', password: randomBytes(18).toString('base64url'), pos: 'bench' };
  const shopSecret = randomBytes(24).toString('base64url');
  const clusterPort = await freePort();
  const imPort = await freePort([clusterPort]);
  const paymentPort = await freePort([clusterPort, imPort]);
  const journal = path.join(dir, 'im-sandbox.jsonl');
  const paymentStore = path.join(dir, 'payment-sandbox.json');
  const sandboxes: OwnProcess[] = [];
  let site: ClusterSite | undefined;
  try {
    const im = `http://127.0.0.1:${imPort}`;
    sandboxes.push(
      await ownProcess(release, 'apps/im-sandbox', dir, im, {
        PORT: String(imPort),
        IM_LOGIN: partner.login,
        IM_PASSWORD: partner.password,
        IM_POS: partner.pos,
        IM_STORAGE_FILE: journal,
      }),
    );
    const payments = `http://127.0.0.1:${paymentPort}`;
    sandboxes.push(
      await ownProcess(release, 'apps/payment-sandbox', dir, payments, {
        PORT: String(paymentPort),
        SANDBOX_SHOP_ID,
        SANDBOX_SECRET_KEY: shopSecret,
        SANDBOX_NOTIFICATION_URL: `http://127.0.0.1:${clusterPort}/api/v1/payment/checkout/`,
        SANDBOX_STORAGE_FILE: paymentStore,
      }),
    );
    site = await startCluster(
      release,
      2,
      {
        ALTCHA_COST: '1',
        ALTCHA_MAX_COUNTER: '30',
        CLUSTER_PORT: String(clusterPort),
        TRAIN_SUPPLIER: 'im',
        IM_API_URL: im,
        IM_LOGIN: partner.login,
        IM_PASSWORD: partner.password,
        IM_POS: partner.pos,
        PAYMENT_API_URL: `${payments}/v3`,
        PAYMENT_SECRET: shopSecret,
      },
      'fault-sales',
    );
    const cluster = site;
    const load = machineLoad().load;
    const accounts = await signedInAccounts(release, cluster, ACCOUNTS);
    const rides = await trainRides(cluster, RIDES);
    const statuses: FaultSalesFigures['statuses'] = {
      заказ: {},
      оплата: {},
      'возврат на сайт': {},
    };
    const buyers: FaultSalesFigures['buyers'] = {
      ordered: 0,
      paid: 0,
      stopped: { заказ: { refused: 0, gaveUp: 0 }, оплата: { refused: 0, gaveUp: 0 } },
      toldPaid: 0,
      toldCancelled: 0,
      leftWaiting: 0,
      noReturn: 0,
    };
    const faults = new SupplierFaults(im, partner);

    let paidSoFar = 0;
    const purchase = async (i: number) => {
      const account = accounts[i % accounts.length]!;
      const post = (step: SaleStep, apiPath: string, body: object) =>
        withRetries(
          (status) => (statuses[step][status] = (statuses[step][status] ?? 0) + 1),
          (key) =>
            call(`${cluster.baseUrl}/api/v1/${apiPath}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: account.authorization,
                'idempotency-key': key,
              },
              body: JSON.stringify(body),
            }),
        );
      const order = await post('заказ', 'payment/create/train/', trainOrder(rides, i));
      if (order?.status !== 200) {
        buyers.stopped['заказ'][order ? 'refused' : 'gaveUp']++;
        return;
      }
      buyers.ordered++;
      const init = await post('оплата', 'payment/init/', {
        order_id: (order.body as { order_id: number }).order_id,
      });
      const page = init?.status === 200 ? (init.body as { url: string }).url : null;
      let back: string | null = null;
      try {
        if (page) back = await payAtSandbox(page, CARDS.success);
      } catch {
        // The provider's page failed: counted as not paid.
      }
      if (back === null) {
        buyers.stopped['оплата'][init ? 'refused' : 'gaveUp']++;
        return;
      }
      buyers.paid++;
      if (++paidSoFar % NO_RETURN_EVERY === 0) {
        buyers.noReturn++;
        return;
      }
      const patience = performance.now() + ISSUE_PATIENCE_MS;
      for (;;) {
        const told: Answer | null = await post('возврат на сайт', 'payment/confirm/', {
          code: returnCode(back),
        });
        if (told?.status === 200) {
          const status = (told.body as { status: string }).status;
          if (status === 'PAID') buyers.toldPaid++;
          else buyers.toldCancelled++;
          return;
        }
        if (told?.status !== 409 || performance.now() > patience) {
          buyers.leftWaiting++;
          return;
        }
        await sleep(2000);
      }
    };

    const { kills, seconds } = await duringKills(cluster, purchase, (kill) => faults.set(kill));
    const settle = await settled(cluster, payments, shopSecret);
    console.log(
      `продажи улеглись: ${settle.settled ? 'да' : 'нет'}, через ${settle.seconds.toFixed(0)} с`,
    );
    const supplierFaults = await faults.happened();
    const nginxNoLiveUpstreams = nginxLog(cluster).split('no live upstreams').length - 1;
    const siteRecord = await siteLedger(cluster.databaseUrl);
    await site.stop();
    site = undefined;
    // Stopped first, so their files hold everything they ever answered.
    for (const sandbox of sandboxes.splice(0)) await sandbox.stop();
    const ledgers = reconcile(
      siteRecord,
      providerLedger(paymentStore, SANDBOX_SHOP_ID),
      supplierLedger(journal, partner.login),
    );
    return {
      releases: [release],
      kills,
      seconds,
      load,
      statuses,
      buyers,
      supplierFaults,
      nginxNoLiveUpstreams,
      settle,
      ledgers,
    };
  } finally {
    await site?.stop();
    for (const sandbox of sandboxes) await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The supplier's fault switches, reached over HTTP as a test in another process reaches them. */
class SupplierFaults {
  private readonly made: Record<SupplierFault, number> = {
    refusals: 0,
    lostConfirms: 0,
    lostReservations: 0,
  };
  private readonly headers: Record<string, string>;

  constructor(
    private readonly origin: string,
    partner: { login: string; password: string; pos: string },
  ) {
    const credentials = Buffer.from(`${partner.login}:${partner.password}`).toString('base64');
    this.headers = { authorization: `Basic ${credentials}`, pos: partner.pos };
  }

  /**
   * The kill's rule, unless an earlier one is still waiting for its call: two at once could
   * fall on one call (a refusal whose answer is lost), and neither would be what it says.
   */
  async set(kill: number): Promise<void> {
    const fault = SUPPLIER_FAULTS[kill % SUPPLIER_FAULTS.length];
    if (!fault || (await this.inForce()).length > 0) return;
    const res = await fetch(`${this.origin}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.headers },
      body: JSON.stringify(fault.rule),
    });
    if (!res.ok) throw new Error(`правило сбоя поставщика: ${res.status} ${await res.text()}`);
    this.made[fault.kind]++;
  }

  async happened(): Promise<Record<SupplierFault, number>> {
    const waiting = await this.inForce();
    const left = (kind: SupplierFault) => waiting.filter((k) => k === kind).length;
    return {
      refusals: this.made.refusals - left('refusals'),
      lostConfirms: this.made.lostConfirms - left('lostConfirms'),
      lostReservations: this.made.lostReservations - left('lostReservations'),
    };
  }

  private async inForce(): Promise<SupplierFault[]> {
    const res = await fetch(`${this.origin}/sandbox/faults`, { headers: this.headers });
    if (!res.ok) throw new Error(`правила сбоя поставщика: ${res.status} ${await res.text()}`);
    const { faults } = (await res.json()) as { faults: FaultRule[] };
    return faults.map((rule) =>
      rule.refuseConfirm
        ? 'refusals'
        : rule.dropAnswer?.includes(CONFIRM)
          ? 'lostConfirms'
          : 'lostReservations',
    );
  }
}

/** nginx's error log of the cluster (its run folder is gone once the cluster stops). */
const nginxLog = (site: ClusterSite) => {
  try {
    return readFileSync(path.join(site.dataDir, 'nginx/error.log'), 'utf8');
  } catch {
    return '';
  }
};

/** Trains the supplier sells (the site shows no other), a day after another from the first pair on. */
async function trainRides(site: ClusterSite, count: number): Promise<TrainResult[]> {
  const today = todayIn(SITE_TIME_ZONE, new Date());
  const rides: TrainResult[] = [];
  for (const [from, to] of TRAIN_PAIRS) {
    for (let day = 2; day < 12 && rides.length < count; day++) {
      const found = await searchDay(site.baseUrl, from, to, addDays(today, day));
      rides.push(...(found.train ?? []).slice(0, 2));
    }
  }
  if (rides.length < count) throw new Error(`поездов в продаже: ${rides.length} из ${count}`);
  return rides.slice(0, count);
}

/** One or two travellers in the car type of the train with the most places left. */
function trainOrder(rides: TrainResult[], i: number) {
  const train = rides[i % rides.length]!;
  const roomiest = [...train.car_classes].sort((a, b) => b.free_places - a.free_places)[0]!;
  return trainOrderBody(
    train,
    Array.from({ length: 1 + (i % 2) }, (_, n) => ({
      ...person(n),
      car_type: roomiest.car_type,
    })),
  );
}

/**
 * Waits until nothing of the sale is on its way: no order waiting for the supplier's word, no
 * refund or supplier job undone, no payment the provider settled that the site has not learnt.
 */
async function settled(
  site: ClusterSite,
  payments: string,
  shopSecret: string,
): Promise<{ seconds: number; settled: boolean }> {
  const started = performance.now();
  const auth = `Basic ${Buffer.from(`${SANDBOX_SHOP_ID}:${shopSecret}`).toString('base64')}`;
  const db = new pg.Client({ connectionString: site.databaseUrl });
  await db.connect();
  try {
    for (;;) {
      const waiting = await db.query<{ n: string }>(`
        select (select count(*) from orders where supplier_state in ('reserving', 'confirming'))
             + (select count(*) from refunds where status <> 'succeeded')
             + (select count(*) from jobs where done_at is null and failed_at is null
                  and kind in ('supplier:confirm', 'supplier:cancel', 'payment-refund')) as n`);
      const open = await db.query<{ id: string }>(
        `select provider_payment_id as id from payments
         where status = 'pending' and provider_payment_id is not null`,
      );
      let untold = 0;
      for (const { id } of open.rows) {
        const res = await fetch(`${payments}/v3/payments/${id}`, {
          headers: { authorization: auth },
        });
        if (ZPayment.parse(await res.json()).status !== 'pending') untold++;
      }
      const seconds = (performance.now() - started) / 1000;
      if (Number(waiting.rows[0]!.n) + untold === 0) return { seconds, settled: true };
      if (seconds * 1000 > SETTLE_MS) return { seconds, settled: false };
      await sleep(2000);
    }
  } finally {
    await db.end();
  }
}

type OwnProcess = { stop(): Promise<void> };

/**
 * One of the release's sandboxes as its own process (`npm start -w …` runs the same file),
 * its output kept in the run's folder; ready once `origin` answers HTTP at all.
 */
async function ownProcess(
  release: Release,
  workspace: string,
  dir: string,
  origin: string,
  env: Record<string, string>,
): Promise<OwnProcess> {
  const logFile = path.join(dir, `${path.basename(workspace)}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(release.root, workspace, 'src/main.ts')],
    { cwd: release.root, env: { ...benchEnv(), ...env }, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(origin, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (up) return { stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`${workspace} не запустился:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
