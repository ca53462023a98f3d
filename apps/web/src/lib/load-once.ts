/**
 * A value whose code loads on first need, once: `load()` starts it (later calls get the same
 * promise, for `use` or `await`), `value` holds it once it has come, so a render after that
 * reads it at once instead of suspending. For the checks (zod and their schemas) a page needs
 * only after its first frame, or only sometimes.
 */
export function loadOnce<T>(load: () => Promise<T>): {
  load(): Promise<T>;
  readonly value: T | undefined;
} {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => (loading ??= load().then((loaded) => (value = loaded))),
    get value() {
      return value;
    },
  };
}
