// The server's Content-Security-Policy (script-src 'self') forbids eval. Zod probes for it with `new Function('')`
// the first time it parses an object, and the browser reports that probe as a policy violation even though zod
// catches the error; jitless mode skips the probe. Zod keeps its configuration on this global, created only when
// missing, precisely so that it can be set before zod loads: the entry sets it without downloading zod, which only
// the pages that validate bring (zod-jitless.test.ts checks that zod reads it).
const ZOD_CONFIG = '__zod_globalConfig';
const holder = globalThis as Record<string, unknown>;
holder[ZOD_CONFIG] = { ...(holder[ZOD_CONFIG] as object | undefined), jitless: true };
