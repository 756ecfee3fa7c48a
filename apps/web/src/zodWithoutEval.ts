import { config } from "zod";

// CSP (script-src 'self', no eval): zod must not compile its parsers with `new Function`. Its
// object schemas probe for eval when they are built, so this runs before any schema module does.
config({ jitless: true });
