import { config } from 'zod/v4/core';

// Imported first by the client and server entry points, before any schema exists: zod then
// neither compiles parsers with `new Function` nor probes whether it may, so a CSP without
// 'unsafe-eval' has nothing to report (docs/decisions/119).
config({ jitless: true });
