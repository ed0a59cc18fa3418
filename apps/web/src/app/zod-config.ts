import { z } from 'zod';

// Imported first by entry-client, before any schema is built. Our CSP has no 'unsafe-eval', so zod's
// probe for `new Function` would only log a CSP violation; jitless skips the probe (and the JIT).
z.config({ jitless: true });
