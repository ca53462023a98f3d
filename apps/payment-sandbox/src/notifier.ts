import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@peresadka/contracts/yookassa-v3';
import type { Delivery } from './records.ts';
import type { Shops } from './shops.ts';
import type { Store } from './store.ts';

export type Redelivery = { firstMs: number; maxMs: number; giveUpAfterMs: number };

/** YooKassa waits this long for an answer before counting the attempt as failed. */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * Sends YooKassa's notifications, each until the shop answers 200, backing off between
 * attempts. Deliveries live in the store, so a restart resumes them; each has at most one
 * timer and one attempt at a time.
 */
export class Notifier {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly attempts = new Map<string, { abort: AbortController; done: Promise<void> }>();
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly shops: Shops,
    private readonly redelivery: Redelivery,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Call inside the store change that made the event, so both are saved together. */
  enqueue(shopId: string, event: Notification['event'], object: { id: string }, delayMs = 0): void {
    const delivery: Delivery = {
      id: randomUUID(),
      shopId,
      // A snapshot: the shop hears what the object was when the event happened.
      notification: { type: 'notification', event, object: structuredClone(object) },
      nextAt: Date.now() + delayMs,
      failures: 0,
    };
    this.store.change((state) => {
      state.deliveries[delivery.id] = delivery;
    });
    this.schedule(delivery);
  }

  /** Picks up what was stored before a restart. */
  start(): void {
    for (const delivery of Object.values(this.store.state.deliveries)) this.schedule(delivery);
  }

  /** A shop got an address: what waited for one goes out now. */
  resume(shopId: string): void {
    for (const delivery of Object.values(this.store.state.deliveries)) {
      if (delivery.shopId === shopId && !this.timers.has(delivery.id)) this.schedule(delivery);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    const running = [...this.attempts.values()];
    for (const attempt of running) attempt.abort.abort();
    await Promise.all(running.map((attempt) => attempt.done));
  }

  private schedule(delivery: Delivery): void {
    if (this.closed || this.attempts.has(delivery.id)) return;
    if (this.shops.get(delivery.shopId)?.notificationUrl === undefined) return;
    clearTimeout(this.timers.get(delivery.id));
    const timer = setTimeout(
      () => this.attempt(delivery.id),
      Math.max(0, delivery.nextAt - Date.now()),
    );
    timer.unref();
    this.timers.set(delivery.id, timer);
  }

  private attempt(id: string): void {
    this.timers.delete(id);
    const delivery = this.store.state.deliveries[id];
    const url = delivery && this.shops.get(delivery.shopId)?.notificationUrl;
    if (delivery === undefined || url === undefined || this.closed) return;
    const abort = new AbortController();
    const done = post(url, delivery.notification, abort.signal).then((delivered) => {
      this.attempts.delete(id);
      // Closing aborted it: the attempt decided nothing, the stored delivery is resumed later.
      if (!this.closed) this.settle(delivery, delivered);
    });
    this.attempts.set(id, { abort, done });
  }

  private settle(delivery: Delivery, delivered: boolean): void {
    const now = Date.now();
    const { event, object } = delivery.notification;
    if (delivered) {
      this.log.info(
        { event, objectId: object.id },
        'тестовая платёжная система: уведомление доставлено',
      );
      this.store.change((state) => delete state.deliveries[delivery.id]);
      return;
    }
    const firstAttemptAt = delivery.firstAttemptAt ?? now;
    if (now - firstAttemptAt >= this.redelivery.giveUpAfterMs) {
      this.log.warn(
        { event, objectId: object.id },
        'тестовая платёжная система: уведомление не доставлено, попытки прекращены',
      );
      this.store.change((state) => delete state.deliveries[delivery.id]);
      return;
    }
    const failures = delivery.failures + 1;
    const backoff = Math.min(this.redelivery.firstMs * 2 ** (failures - 1), this.redelivery.maxMs);
    const next: Delivery = { ...delivery, failures, firstAttemptAt, nextAt: now + backoff };
    this.store.change((state) => {
      state.deliveries[next.id] = next;
    });
    this.schedule(next);
  }
}

/** True only for a 200: YooKassa counts every other answer, or none, as a failure. */
async function post(
  url: string,
  notification: Notification,
  signal: AbortSignal,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification),
      signal: AbortSignal.any([signal, AbortSignal.timeout(ANSWER_TIMEOUT_MS)]),
    });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}
