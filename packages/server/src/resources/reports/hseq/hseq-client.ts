import { CONSUMPTION_UNITS, consumptionType, enumLabel, HSEQ_TOKEN_PATTERN } from '@huella/contracts';
import { z } from 'zod';
import { msg, translate, type Language, type Message, type MessageKey } from '../../../http/messages.ts';
import { unstorableTextFields } from '../../../http/unstorable-text.ts';
import { zodIssuesToFields } from '../../../http/validation-messages.ts';
import { MAX_TYPED_QUANTITY } from '../typed-quantity.ts';

// The HTTP side of the HSEQ import: one request per center and month, and the checks of the answer
// (docs/hseq.md §2, §3). No database here: the service decides what the intakes become.

/** An answer larger than this is refused before it is parsed (docs/hseq.md §3). */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

// Every text has the length of the column it may end in (a center's HSEQ code, a supplier's name), and the
// quantity the limit of the form: a consumption imported must stay one the form can edit.
const intake = z.object({
  id: z.string().min(1).max(200),
  center: z.string().max(100),
  year: z.number().int(),
  month: z.number().int(),
  energy_type: consumptionType,
  quantity: z.number().min(0).max(MAX_TYPED_QUANTITY),
  unit: z.enum(['l', 'kWh']),
  supplier: z.string().max(255).nullable().optional(),
  date: z.iso.date().optional(),
});
export type HseqIntake = z.infer<typeof intake>;

const answer = z.object({ intakes: z.array(intake) });

export interface HseqConnection {
  url: string;
  token: string | null;
}

/** One center (by its HSEQ code) and month. */
export interface IntakeQuery {
  code: string;
  year: number;
  month: number;
}

/** Why a request gave no usable intakes; the service turns it into a 502 or a 504. */
export type HseqFailure =
  | { kind: 'timeout' }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'status'; status: number }
  | { kind: 'answer'; problem: string };

export class HseqError extends Error {
  constructor(readonly failure: HseqFailure) {
    super(failure.kind);
  }
}

export function intakesUrl(base: string, query: IntakeQuery): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/intakes`;
  url.searchParams.set('center', query.code);
  url.searchParams.set('year', String(query.year));
  url.searchParams.set('month', String(query.month));
  return url;
}

/** Whether `token` can go in a header: else fetch refuses the request, quoting the header in its error. */
export const isSendableToken = (token: string) => HSEQ_TOKEN_PATTERN.test(token);

// The codes node and undici give a failed request, by what the user is told.
const NETWORK_KINDS: readonly [RegExp, MessageKey][] = [
  [/^ECONNREFUSED$/, 'hseq_network_refused'],
  [/^(ECONNRESET|ECONNABORTED|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED)$/, 'hseq_network_reset'],
  [/^(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT)$/, 'hseq_network_timeout'],
  [/^(ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_NODATA|EAI_FAIL)$/, 'hseq_network_dns'],
  [/^(EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN)$/, 'hseq_network_route'],
  [/^(EPROTO|ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH)/, 'hseq_network_tls'],
];
/** An error code is a constant name; anything else in `code` is not shown. */
const SHOWN_CODE = /^[A-Z][A-Z0-9_]{1,39}$/;

/** The first error code in `error` and its causes (an AggregateError's first error included). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && SHOWN_CODE.test(code)) return code;
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return undefined;
}

/**
 * The kind of network failure and its code ("the connection was refused, ECONNREFUSED"), never the error's
 * message: undici and node quote the request in some (a header, the token with it), and this goes to the user.
 */
export function networkReason(error: unknown, language: Language): string {
  const code = errorCode(error);
  // fetch's own refusal of a request it cannot make (a bad header) carries neither a code nor a cause.
  if (!code && error instanceof TypeError && error.cause === undefined) return translate(msg('hseq_network_request'), language);
  const kind = (code && NETWORK_KINDS.find(([pattern]) => pattern.test(code))?.[1]) || 'hseq_network_other';
  const said = translate(msg(kind), language);
  return code ? `${said}, ${code}` : said;
}

/** The body as text, or null past `MAX_ANSWER_BYTES` (a service that sends without end must not fill the memory). */
async function readCapped(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `2026-03`: how messages name a month. */
export const period = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The contract's rules beyond the shape: the unit of the type, the center and month asked for (docs/hseq.md §3). */
function contractProblem(found: HseqIntake, query: IntakeQuery, language: Language): Message | null {
  const expected = CONSUMPTION_UNITS[found.energy_type];
  if (found.unit !== expected) {
    return msg('hseq_unit_mismatch', { id: found.id, unit: found.unit, type: enumLabel('consumption_type', found.energy_type, language), expected });
  }
  if (found.center !== query.code) return msg('hseq_other_center', { id: found.id, got: found.center, expected: query.code });
  const asked = period(query.year, query.month);
  const got = found.date ?? period(found.year, found.month);
  if (found.year !== query.year || found.month !== query.month || !got.startsWith(asked)) {
    return msg('hseq_other_period', { id: found.id, got, expected: asked });
  }
  return null;
}

function readAnswer(text: string, query: IntakeQuery, language: Language): HseqIntake[] {
  const refuse = (problem: Message): never => {
    throw new HseqError({ kind: 'answer', problem: translate(problem, language) });
  };
  // The field's message is a sentence; the answer's message goes on after it ("…: {problem}. Nothing was imported.").
  const refuseField = ([field = 'intakes', messages = []]: [string?, Message[]?]): never => {
    const first = messages[0];
    return refuse(msg('hseq_field', { field: field === 'non_field_errors' ? '(body)' : field, message: first ? translate(first, language).replace(/\.$/, '') : '' }));
  };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(msg('hseq_not_json'));
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) return refuseField(Object.entries(zodIssuesToFields(parsed.error.issues, json))[0] ?? []);
  // Only the fields read are checked: the others are ignored, and never stored.
  const unstorable = Object.entries(unstorableTextFields(parsed.data))[0];
  if (unstorable) return refuseField(unstorable);
  for (const found of parsed.data.intakes) {
    const problem = contractProblem(found, query, language);
    if (problem) return refuse(problem);
  }
  return parsed.data.intakes;
}

/**
 * The intakes of one center and month, checked against the contract. `signal` is the import's deadline (and its
 * stop when another request failed): an abort while waiting or reading is a timeout.
 */
export async function fetchIntakes(connection: HseqConnection, query: IntakeQuery, signal: AbortSignal, language: Language): Promise<HseqIntake[]> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (connection.token) headers.authorization = `Bearer ${connection.token}`;
  let text: string | null;
  try {
    const response = await fetch(intakesUrl(connection.url, query), { headers, signal });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new HseqError({ kind: 'status', status: response.status });
    }
    text = await readCapped(response);
  } catch (error) {
    if (error instanceof HseqError) throw error;
    if (signal.aborted) throw new HseqError({ kind: 'timeout' });
    throw new HseqError({ kind: 'unreachable', reason: networkReason(error, language) });
  }
  if (text === null) throw new HseqError({ kind: 'answer', problem: translate(msg('hseq_too_large', { max: MAX_ANSWER_BYTES / 1024 / 1024 }), language) });
  return readAnswer(text, query, language);
}
