/**
 * The browser's half of decision 119, without loading zod with the first page: zod keeps its
 * settings on `globalThis.__zod_globalConfig` (it adopts an object already there) and reads
 * `jitless` when a schema first parses, so setting it here, before any form's code loads, means
 * no `new Function` for the CSP to report. `zod-jitless.test.ts` checks that zod still sees it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
