import {
  IM_CALLS,
  IM_POS_HEADER,
  type ImPath,
  type ImRequest,
  type ImResponse,
} from '@peresadka/contracts/im/im-calls';
import { ZImError, type ImError } from '@peresadka/contracts/im/im-values';
import type { FastifyBaseLogger } from 'fastify';
import { SupplierUnavailable } from '../supplier-errors.ts';

export type ImCredentials = { apiUrl: string; login: string; password: string; pos: string };

/**
 * Time budgets of a call, all attempts included: a search waits little (the train tab must
 * answer within seconds, whatever the supplier does), a change of an order waits for the
 * carrier's booking system, which IM itself gives up to a minute.
 */
export const IM_BUDGET_MS = { search: 4_000, order: 45_000 } as const;

/**
 * How long a call that changes an order at the supplier may keep the visitor: its budget and
 * our own work around it.
 */
export const SUPPLIER_CALL_DEADLINE_MS = IM_BUDGET_MS.order + 5_000;

/** Pause before sending a repeatable call again after a failure that may pass. */
const RETRY_PAUSE_MS = 200;

/**
 * The supplier's business refusal of a call (`{Code, Message, MessageParams}`): no trains, no
 * places, a confirmation too late… Its text is the supplier's and never reaches a visitor;
 * `im-errors.ts` turns the code into our Russian error.
 */
export class ImRefusal extends Error {
  readonly code: number;
  readonly params: readonly string[];

  constructor(
    readonly path: ImPath,
    error: ImError,
  ) {
    super(`IM ${path}: ${error.Code} ${error.Message}`);
    this.code = error.Code;
    this.params = error.MessageParams ?? [];
  }
}

/**
 * The IM partner protocol over HTTP: `POST {apiUrl}/{path}` with JSON, Basic auth and the
 * `Pos` header. Answers are checked by the contracts' schemas; a refusal with a code is an
 * `ImRefusal`; anything that says nothing about the request (no answer in the budget, a 5xx
 * without a code, credentials refused, an answer we cannot read) is `SupplierUnavailable`,
 * logged here with its reason. A call whose repeat changes nothing is sent again once within
 * its budget; one that changes an order is sent once, and a lost answer is the caller's to
 * resolve by asking OrderInfo.
 */
export class ImClient {
  private readonly authorization: string;
  private readonly pos: string;
  private readonly base: string;

  constructor(
    credentials: ImCredentials,
    private readonly log: FastifyBaseLogger,
  ) {
    this.authorization = `Basic ${Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64')}`;
    this.pos = credentials.pos;
    this.base = credentials.apiUrl.replace(/\/+$/, '');
  }

  async call<P extends ImPath>(path: P, body: ImRequest<P>): Promise<ImResponse<P>> {
    const spec = IM_CALLS[path];
    const budget = spec.slow ? IM_BUDGET_MS.order : IM_BUDGET_MS.search;
    const deadline = Date.now() + budget;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send(path, body, deadline);
      } catch (error) {
        const again =
          error instanceof Retryable &&
          spec.repeatable &&
          attempt === 1 &&
          deadline - Date.now() > RETRY_PAUSE_MS * 2;
        if (again) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
          continue;
        }
        if (error instanceof Retryable) {
          this.log.warn(
            { supplier: 'im', call: path, attempt },
            `поставщик IM не ответил: ${error.message}`,
          );
          throw new SupplierUnavailable(error.message);
        }
        throw error;
      }
    }
  }

  private async send<P extends ImPath>(
    path: P,
    body: ImRequest<P>,
    deadline: number,
  ): Promise<ImResponse<P>> {
    let response: Response;
    try {
      response = await fetch(`${this.base}/${path}`, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          [IM_POS_HEADER]: this.pos,
          'content-type': 'application/json; charset=utf-8',
          'accept-encoding': 'gzip',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new Retryable(timedOut ? 'нет ответа в отведённое время' : 'не удалось соединиться');
    }
    const spec = IM_CALLS[path];
    if (response.ok) {
      const parsed =
        spec.response === 'pdf'
          ? await this.pdfOf(response)
          : spec.response.safeParse(await response.json().catch(() => undefined));
      if (parsed.success) return parsed.data as ImResponse<P>;
      this.log.error({ supplier: 'im', call: path }, 'ответ поставщика IM не по протоколу');
      throw new SupplierUnavailable('ответ не по протоколу');
    }
    if (response.status === 401 || response.status === 403) {
      // An operator's mistake to fix, not a visitor's: the log says what to check.
      this.log.error(
        { supplier: 'im', call: path, status: response.status },
        'поставщик IM отказал в доступе: проверьте IM_LOGIN, IM_PASSWORD и IM_POS',
      );
      throw new SupplierUnavailable('отказ в доступе');
    }
    const refusal = ZImError.safeParse(await response.json().catch(() => undefined));
    if (refusal.success) {
      if (response.status === 400) {
        this.log.error(
          { supplier: 'im', call: path, code: refusal.data.Code },
          `поставщик IM не принял запрос: ${refusal.data.Message}`,
        );
      }
      throw new ImRefusal(path, refusal.data);
    }
    throw new Retryable(`HTTP ${response.status}`);
  }

  private async pdfOf(response: Response): Promise<{ success: boolean; data: Uint8Array }> {
    const data = new Uint8Array(await response.arrayBuffer());
    const isPdf = Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';
    return { success: isPdf, data };
  }
}

/** A failure that says nothing about the request: worth another try while the budget lasts. */
class Retryable extends Error {}
