import { CHUNK_LOAD_TIMEOUT_MS } from '@peresadka/contracts/constants';
import type { ComponentType } from 'react';

/** A screen's code could not be fetched: a deploy replaced it or the network dropped. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * SPEC §4: a screen's code that has not arrived within CHUNK_LOAD_TIMEOUT_MS counts as failed.
 * Adapts a dynamic import of a screen module to React Router's `lazy`, so every screen is its
 * own chunk, and turns a slow or failed download into a ChunkLoadError the error page explains.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadError(`Screen not loaded in ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } catch (error) {
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError('Screen chunk failed to load', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
}
