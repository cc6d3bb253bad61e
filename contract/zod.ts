import { z } from 'zod';

// The contract's one zod. In the browser the page's policy allows no eval: zod must not even
// probe for it (the caught probe is still a reported CSP violation), so it checks without
// compiling code there. The server keeps zod's compiled checks.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
