import * as z from "zod/mini";

// The islands check API answers with zod's small build (zod/mini, a few KiB
// instead of the full library's ~25 KiB gzip), interpreted like the server's
// (app/schemas/zod.ts): the CSP forbids the `new Function` probe of the JIT.
z.config({ jitless: true });

export { z };
