import { z } from "zod";

// zod 4 probes for `new Function` to compile fast parsers. Our CSP forbids
// eval in the browser (the probe shows up as a CSP violation) and workerd
// forbids it too, so the interpreted parser is used everywhere.
z.config({ jitless: true });

export { z };
