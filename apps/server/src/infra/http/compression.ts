import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits a packet or two anyway, and compressing it costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * HTML and JSON answers go out as Brotli or gzip, as the browser accepts (the built files are
 * compressed once at build time and only chosen here). Every answer says it varies by
 * Accept-Encoding — small ones too, whose next version may not be small — so that a cache in
 * between never hands a compressed answer to a client that cannot read it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding|\*/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    }
    return payload;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
  });
}
