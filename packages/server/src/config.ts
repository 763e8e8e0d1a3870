import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which hops of X-Forwarded-For are trusted: a number of proxies in front of us (0: none; `true` means 1), or the
 * proxies' addresses/CIDRs. The client address is then the entry our nearest untrusted hop appended, never the
 * left-most one a client can write (docs/decisions/0002-tokens-and-login-limits.md).
 */
const trustProxy = z
  .string()
  .trim()
  .default('0')
  .transform((value, ctx): TrustProxy => {
    if (value === 'false') return 0;
    if (value === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `a number of proxies (0–99), true, false, or a comma list of proxy addresses or CIDRs; not: ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** Hops of X-Forwarded-For trusted (0: the socket's address is the client), or the trusted proxies' addresses. */
export type TrustProxy = number | string[];

/**
 * Fastify's `trustProxy` for the setting. A bare number is not used: Fastify 5 reads it as "trust nothing" (it
 * cannot check that the peer is a proxy). The same count as a function trusts the connection's peer and the hops
 * before it up to N, so the client address is the entry the outermost of our N proxies appended; that holds
 * only when Huella is reachable through those proxies alone (README, "several API processes").
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  return trust === 0 ? false : (_address, hop) => hop < trust;
}

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  HUELLA_DATA_DIR: z.string().min(1).default('./data'),
  HUELLA_DEMO: flag.default(true),
  HUELLA_DEMO_PASSWORD: z.string().min(8).optional(),
  HUELLA_TOKEN_IDLE_DAYS: z.coerce.number().positive().max(3650).default(14),
  HUELLA_LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  HUELLA_LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  HUELLA_BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  HUELLA_IMPORT_FILE_LIMIT_BYTES: z.coerce.number().int().positive().default(40 * 1024 * 1024),
  HUELLA_IMPORT_MAX_ROWS: z.coerce.number().int().positive().default(100_000),
  HUELLA_IMPORT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  HUELLA_HSEQ_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(8),
  HUELLA_TRUST_PROXY: trustProxy,
  HUELLA_WEB_DIST: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_TO: z.email().optional(),
  MAIL_FROM: z.string().min(3).default('Huella <no-reply@localhost>'),
  HUELLA_PUBLIC_FORM_MAX: z.coerce.number().int().positive().default(5),
  HUELLA_PUBLIC_FORM_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  HUELLA_PDF_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).refine((c) => !c.SMTP_URL || c.MAIL_TO, { path: ['MAIL_TO'], message: 'required when SMTP_URL is set' });

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  demo: boolean;
  demoPassword: string | undefined;
  tokenIdleMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  bodyLimit: number;
  /** Largest import file of the report form (bytes). */
  importFileLimit: number;
  /** Rows of all the import files of one request together, then 400 (docs/import.md "Limits"). */
  importMaxRows: number;
  /** On PostgreSQL, the longest one statement of an import may run, and its transaction sit idle (ms). */
  importTimeoutMs: number;
  /**
   * The time an HSEQ import gives the company's HSEQ service for all its requests together, then 504 (ms): under
   * 10 s, so that the import answers within 10 s (docs/hseq.md §4).
   */
  hseqTimeoutMs: number;
  trustProxy: TrustProxy;
  webDist: string;
  /** Where messages of the public site are mailed; null: they are only stored. */
  mail: MailConfig | null;
  /** Information requests or contact messages per client address inside the window, then 429. */
  publicFormLimit: { max: number; windowMs: number };
  /** Worker threads that draw report PDFs; 0 draws them on the event loop (docs/exports.md "PDFs at scale"). */
  pdfWorkers: number;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
}

export interface MailConfig {
  smtpUrl: string;
  to: string;
  from: string;
}

export class ConfigError extends Error {}

/** Parsed once at start-up; every bad variable is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: resolve(c.HUELLA_DATA_DIR),
    demo: c.HUELLA_DEMO,
    demoPassword: c.HUELLA_DEMO_PASSWORD,
    tokenIdleMs: c.HUELLA_TOKEN_IDLE_DAYS * 24 * 3600 * 1000,
    loginMaxFailures: c.HUELLA_LOGIN_MAX_FAILURES,
    loginWindowMs: c.HUELLA_LOGIN_WINDOW_MINUTES * 60 * 1000,
    bodyLimit: c.HUELLA_BODY_LIMIT_BYTES,
    importFileLimit: c.HUELLA_IMPORT_FILE_LIMIT_BYTES,
    importMaxRows: c.HUELLA_IMPORT_MAX_ROWS,
    importTimeoutMs: Math.round(c.HUELLA_IMPORT_TIMEOUT_SECONDS * 1000),
    hseqTimeoutMs: Math.round(c.HUELLA_HSEQ_TIMEOUT_SECONDS * 1000),
    trustProxy: c.HUELLA_TRUST_PROXY,
    mail: c.SMTP_URL && c.MAIL_TO ? { smtpUrl: c.SMTP_URL, to: c.MAIL_TO, from: c.MAIL_FROM } : null,
    publicFormLimit: { max: c.HUELLA_PUBLIC_FORM_MAX, windowMs: c.HUELLA_PUBLIC_FORM_WINDOW_MINUTES * 60 * 1000 },
    webDist: resolve(c.HUELLA_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    // One per core, at most four: each loads its own pdfkit, fonts and world map.
    pdfWorkers: c.HUELLA_PDF_WORKERS ?? Math.min(4, availableParallelism()),
    logLevel: c.LOG_LEVEL,
  };
}
