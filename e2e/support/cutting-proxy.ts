import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CuttingProxy {
  url: string;
  /** Bytes of the answer's body the browser got before the connection was cut. */
  forwarded: () => number;
  close: () => Promise<void>;
}

/**
 * A hop between the browser and the real server that passes the request and the answer's status and headers
 * on as they are, forwards the first `bodyBytes` of the body, and then drops the connection: a network that
 * breaks half-way through a download, at the edge, with the real server and its real file behind it.
 */
export async function cuttingProxy(target: string, bodyBytes: number): Promise<CuttingProxy> {
  let sent = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = forward(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      outgoing.flushHeaders();
      answer.on('data', (chunk: Buffer) => {
        const part = chunk.subarray(0, bodyBytes - sent);
        sent += part.length;
        if (sent < bodyBytes) return void outgoing.write(part);
        // Cut: once those bytes are out, the connection goes without the answer's end (no last chunk).
        answer.destroy();
        outgoing.write(part, () => outgoing.socket?.destroy());
      });
      answer.on('end', () => {
        if (sent < bodyBytes) outgoing.end();
      });
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded: () => sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
