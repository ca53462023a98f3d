import { CHUNK_LOAD_TIMEOUT_MS } from '@peresadka/contracts/constants';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/** A screen's code could not be fetched: a deploy replaced it or the network dropped. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * SPEC §4: a screen's code that has not arrived within CHUNK_LOAD_TIMEOUT_MS counts as failed.
 * Adapts a dynamic import of a screen module to React Router's `lazy`, so every screen is its
 * own chunk, and turns a slow or failed download into a ChunkLoadError the error page explains.
 * A screen whose content comes after its code (a text file) may bring a loader: the router
 * shows the screen once it has run, whole, instead of letting it grow under the visitor.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  loaderOf?: (module: Module) => LoaderFunction | undefined,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType; loader?: LoaderFunction }> {
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
      const loader = loaderOf?.(module);
      return loader ? { Component: pick(module), loader } : { Component: pick(module) };
    } catch (error) {
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError('Screen chunk failed to load', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
}
