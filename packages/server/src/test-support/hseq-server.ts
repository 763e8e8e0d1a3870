import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A company's HSEQ service as docs/hseq.md §2 and §3 describe it, for the API and browser tests: it checks the
// bearer token, serves the intakes set per center and month, and misbehaves when told to.

/** An intake as the service sends it; tests may send wrong ones on purpose, so every field is loose. */
export type HseqIntakeJson = Record<string, unknown>;

/** How the service answers from now on; `ok` is normal service. */
export type HseqBehaviour =
  | { kind: 'ok' }
  /** Answers after `ms` (longer than the import's timeout in the tests). */
  | { kind: 'slow'; ms: number }
  | { kind: 'status'; status: number }
  /** Closes the connection without an answer. */
  | { kind: 'close' }
  /** Sends this text as the body, with status 200. */
  | { kind: 'raw'; body: string };

export interface HseqRequest {
  center: string | null;
  year: string | null;
  month: string | null;
  authorization: string | undefined;
}

export interface HseqServer {
  /** The base address to store as the company's `url`. */
  url: string;
  token: string;
  /** The intakes answered for a center's HSEQ code, year and month (an empty list when none were set). */
  setIntakes(center: string, year: number, month: number, intakes: HseqIntakeJson[]): void;
  behave(behaviour: HseqBehaviour): void;
  /** Every request received, in order. */
  requests: HseqRequest[];
  close(): Promise<void>;
}

const key = (center: string, year: number | string, month: number | string) => `${center}|${year}|${month}`;

export async function startHseqServer(token = 'hseq-test-token'): Promise<HseqServer> {
  const intakes = new Map<string, HseqIntakeJson[]>();
  const requests: HseqRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  let behaviour: HseqBehaviour = { kind: 'ok' };

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://hseq.test');
    const query = { center: url.searchParams.get('center'), year: url.searchParams.get('year'), month: url.searchParams.get('month') };
    requests.push({ ...query, authorization: request.headers.authorization });
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname !== '/hseq/intakes') return json(404, { error: 'not found' });
    if (request.headers.authorization !== `Bearer ${token}`) return json(401, { error: 'bad token' });
    switch (behaviour.kind) {
      case 'status':
        return json(behaviour.status, { error: 'failing on purpose' });
      case 'close':
        return request.socket.destroy();
      case 'raw':
        return response.writeHead(200, { 'content-type': 'application/json' }).end(behaviour.body);
      default: {
        const body = { intakes: intakes.get(key(query.center ?? '', query.year ?? '', query.month ?? '')) ?? [] };
        if (behaviour.kind === 'ok') return json(200, body);
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) json(200, body);
        }, behaviour.ms);
        timers.add(timer);
      }
    }
  };

  const server = createServer(answer);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hseq/`,
    token,
    setIntakes: (center, year, month, list) => intakes.set(key(center, year, month), list),
    behave: (next) => {
      behaviour = next;
    },
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
