// Zod tries `new Function('')` once, when its first object schema is built, to see whether it may compile fast
// parsers. The portal's CSP has no 'unsafe-eval', so the try is blocked and the browser reports a CSP violation
// (Chrome's Issues panel; Lighthouse's best practices). Forms parse a handful of fields, for which zod's
// interpreter is just as quick, so the web app and the console turn the try off with zod's `jitless` setting.
// It is set on the object zod keeps its global settings in (`globalThis.__zod_globalConfig`, shared by every copy
// of zod on the page, which is what `z.config()` writes), so the entry does not load zod to call z.config.
// Each app's main.tsx imports this first (`@portal/contracts/zod-jitless`), before any schema module runs.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
