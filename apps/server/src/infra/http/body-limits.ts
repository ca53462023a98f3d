import { api, type ApiCall } from '@peresadka/contracts/api';

const KB = 1024;

/**
 * The largest body of most calls: 50 route ids of 400 characters, the longest list a call
 * takes. Room for every field of a call at its longest, in three-byte characters, and no more:
 * a megabyte sent to a call that takes a hundred bytes is refused before it is parsed (from its
 * Content-Length, or as it arrives).
 */
const DEFAULT_BODY_LIMIT = 32 * KB;

const largerBodies = new Map<ApiCall, number>([
  // 5 000 characters of a message.
  [api.feedback, 64 * KB],
  // Seven passengers with their documents, and a combined trip's choices on each of six legs.
  [api.createBusOrder, 128 * KB],
  [api.createAviaOrder, 128 * KB],
  [api.createTrainOrder, 128 * KB],
  [api.createCombinedOrder, 128 * KB],
]);

export const bodyLimitOf = (call: ApiCall): number => largerBodies.get(call) ?? DEFAULT_BODY_LIMIT;
