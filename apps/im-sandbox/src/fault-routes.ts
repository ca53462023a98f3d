import type { FastifyInstance } from 'fastify';
import { ZFaultRule, type Faults } from './faults.ts';
import { parseOrRefuse } from './im-error.ts';

/**
 * The fault switches over HTTP, for tests that run the sandbox in another process (and see
 * which rules are still in force); the site itself never calls them. Same credentials as the
 * protocol.
 */
export function faultRoutes(app: FastifyInstance, faults: Faults): void {
  app.post('/sandbox/faults', async (request) => {
    faults.add(parseOrRefuse(ZFaultRule, request.body ?? {}));
    return { faults: faults.active() };
  });
  app.get('/sandbox/faults', async () => ({ faults: faults.active() }));
  app.delete('/sandbox/faults', async () => {
    faults.clear();
    return { faults: faults.active() };
  });
}
