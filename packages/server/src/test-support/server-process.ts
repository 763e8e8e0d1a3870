import { spawn, type ChildProcess } from 'node:child_process';

const mainFile = new URL('../main.ts', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * Starts `main.ts` as `npm start` would (without the client build) and waits until its output matches `until`: by
 * default the line it prints once the database is ready, whose first group is the server's address. `detached`
 * puts it in a process group of its own, which killServerGroup ends whole.
 */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  until = /running on (http:\/\/localhost:\d+)/,
  { detached = false }: { detached?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', HUELLA_WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never listens is not left running behind the failed test.
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = until.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${output}`), { code, output }));
    });
  });
}

export function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

/** SIGKILL to the process group of a server started `detached`: the server and anything it started, at once. */
export function killServerGroup(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    const { child } = server;
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGKILL');
  });
}

export async function apiLogin(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/get-token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
