import { API_BASE, apiCalls, apiPath } from '@peresadka/contracts/api-calls';

/** How often the results page asks again while the combined routes are computed. */
const POLL_MS = 250;

/**
 * A started combined search's result, waited for as the results page waits: asked again while
 * it is computed (202) until it is not, or the caller's patience runs out. Its last status.
 */
export async function combinedStatus(
  baseUrl: string,
  id: string,
  headers: Record<string, string>,
  late: () => boolean,
): Promise<number> {
  const url = `${baseUrl}${API_BASE}${apiPath(apiCalls.combinedRoutes.path, { id })}`;
  for (;;) {
    const poll = await fetch(url, { headers });
    await poll.arrayBuffer();
    if (poll.status !== 202 || late()) return poll.status;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
