import {
  IDEMPOTENCE_KEY_HEADER,
  ZPayment,
  ZProviderError,
  ZRefund,
  type CreatePayment,
  type CreateRefund,
  type Payment,
  type Refund,
} from '@peresadka/contracts/yookassa-v3';
import type { z } from 'zod';

export type ProviderSettings = {
  /** https://api.yookassa.ru/v3, or the built-in sandbox's /v3. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  /** One call's limit; a create that times out is retried with the same Idempotence-Key. */
  timeoutMs?: number;
};

/** The provider did not answer, or answered 5xx/429: the same call may be tried again. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

/** The provider refused the call (4xx): trying again will not help. */
export class ProviderRefused extends Error {
  override readonly name = 'ProviderRefused';
  constructor(
    readonly status: number,
    readonly providerCode: string,
    description: string,
  ) {
    super(`YooKassa ${status} ${providerCode}: ${description}`);
  }
}

const ATTEMPTS = 3;

type ProviderCall = { method: 'GET' } | { method: 'POST'; body: unknown; idempotenceKey: string };

/**
 * The YooKassa API v3 client of the site, whichever provider answers it: Basic auth with the
 * shop's id and secret key, an Idempotence-Key on every POST (the caller's, kept with its
 * payment or refund, so retries here and after a restart reuse it), answers checked by the
 * contracts' schemas.
 */
export class YooKassaClient {
  private readonly authorization: string;

  constructor(private readonly settings: ProviderSettings) {
    this.authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;
  }

  createPayment(body: CreatePayment, idempotenceKey: string): Promise<Payment> {
    return this.call(ZPayment, { method: 'POST', body, idempotenceKey }, '/payments');
  }

  /** Undefined when the provider knows no such payment of this shop. */
  getPayment(id: string): Promise<Payment | undefined> {
    return this.found(
      this.call(ZPayment, { method: 'GET' }, `/payments/${encodeURIComponent(id)}`),
    );
  }

  createRefund(body: CreateRefund, idempotenceKey: string): Promise<Refund> {
    return this.call(ZRefund, { method: 'POST', body, idempotenceKey }, '/refunds');
  }

  getRefund(id: string): Promise<Refund | undefined> {
    return this.found(this.call(ZRefund, { method: 'GET' }, `/refunds/${encodeURIComponent(id)}`));
  }

  private async found<T>(call: Promise<T>): Promise<T | undefined> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof ProviderRefused && error.status === 404) return undefined;
      throw error;
    }
  }

  /** Retries what may be retried; a POST always with the same key, so it happens once. */
  private async call<T>(schema: z.ZodType<T>, request: ProviderCall, path: string): Promise<T> {
    let last: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        return await this.once(schema, request, path);
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        last = error;
        if (attempt < ATTEMPTS) await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
    throw last;
  }

  private async once<T>(schema: z.ZodType<T>, request: ProviderCall, path: string): Promise<T> {
    const { method } = request;
    const headers: Record<string, string> = { authorization: this.authorization };
    if (request.method === 'POST') {
      headers['content-type'] = 'application/json';
      headers[IDEMPOTENCE_KEY_HEADER] = request.idempotenceKey;
    }
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers,
        ...(request.method === 'POST' ? { body: JSON.stringify(request.body) } : {}),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`YooKassa ${method} ${path}: no answer`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderUnavailable(`YooKassa ${method} ${path}: HTTP ${response.status}`);
    }
    const json = parseJson(text);
    if (!response.ok) {
      const error = ZProviderError.safeParse(json);
      throw new ProviderRefused(
        response.status,
        error.success ? error.data.code : 'unknown',
        error.success ? (error.data.description ?? '') : text.slice(0, 200),
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ProviderUnavailable(`YooKassa ${method} ${path}: unexpected answer`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
