import { API_BASE, apiCalls, type ApiName } from '@peresadka/contracts/api-calls';

/**
 * Calls a page makes before the app's code arrives (a script inline in its HTML, `src/early/`),
 * so the answer travels while the code does; the app's first identical call takes the answer
 * instead of asking again. Only calls without a session's token: the page's script has none.
 */
type EarlyCall = { key: string; answer: Promise<Response> };

declare global {
  interface Window {
    peresadkaEarlyCalls?: EarlyCall[];
  }
}

/** The same call: its name and its body, whatever the order of the body's keys. */
const keyOf = (name: ApiName, body: unknown): string => `${name} ${JSON.stringify(sorted(body))}`;

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/** Sends a POST call of the API table now and keeps its answer for the app. */
export function callEarly(name: ApiName, body: unknown): void {
  const call = apiCalls[name];
  if (call.method !== 'POST' || call.auth) throw new Error(`${name}: не для раннего вызова`);
  const answer = fetch(`${API_BASE}${call.path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  // A failure is the app's to report, when it takes the answer; unclaimed, it is nobody's.
  answer.catch(() => undefined);
  (window.peresadkaEarlyCalls ??= []).push({ key: keyOf(name, body), answer });
}

/** The answer of an early call with this name and body, once; undefined when none was made. */
export function takeEarlyAnswer(name: ApiName, body: unknown): Promise<Response> | undefined {
  const calls = window.peresadkaEarlyCalls;
  const index = calls?.findIndex((call) => call.key === keyOf(name, body)) ?? -1;
  return index < 0 ? undefined : calls!.splice(index, 1)[0]!.answer;
}
