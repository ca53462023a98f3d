/**
 * The site's CSP forbids eval. zod probes for it (to compile its parsers) the first time it
 * parses an object, and the browser reports every refused probe. Its plain parsers are quick
 * enough for our forms, so it is told not to try. zod itself loads later, with the first
 * screen or form that needs it, and takes its settings from this global, which it shares
 * between copies of itself; importing zod's `config` here would put zod's core into every
 * page's first JavaScript.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
