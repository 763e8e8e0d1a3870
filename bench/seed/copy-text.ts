// PostgreSQL's COPY text format, read and written through pg-copy-streams: a row is its fields joined by tabs, a
// null is \N, and backslash, tab, newline and carriage return inside a field are escaped with a backslash.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

export const NULL_FIELD = '\\N';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyEscape(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] as string);
}

/** The rows `select` answers, each as its fields in COPY text form (still escaped, `\N` for null). */
export async function readRows(client: Client, select: string): Promise<string[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of client.query(copyTo(`copy (${select}) to stdout`))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split('\t'));
}

export async function columnsOf(client: Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    'select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 order by ordinal_position',
    [table],
  );
  return rows.map((r) => r.column_name);
}

const FLUSH_BYTES = 1 << 20;

/**
 * One `COPY table FROM STDIN` on a connection of its own, so that every table loads at once. The connection skips
 * foreign-key triggers (`session_replication_role = replica`): rows of one table may name rows another connection
 * has not committed yet, and the generator writes only ids it made.
 */
export class CopyWriter {
  rows = 0;
  private parts: string[] = [];
  private bytes = 0;

  private constructor(
    private readonly client: Client,
    private readonly stream: NodeJS.WritableStream,
  ) {}

  static async open(url: string, table: string, columns: string[]): Promise<CopyWriter> {
    const client = new Client(url);
    await client.connect();
    await client.query("set session_replication_role = 'replica'");
    await client.query('set synchronous_commit = off');
    const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    return new CopyWriter(client, stream);
  }

  /** `line` is one row's fields joined by tabs, without its newline. */
  push(line: string): void {
    this.parts.push(line, '\n');
    this.bytes += line.length + 1;
    this.rows += 1;
  }

  get full(): boolean {
    return this.bytes >= FLUSH_BYTES;
  }

  async flush(): Promise<void> {
    if (!this.parts.length) return;
    const written = this.stream.write(this.parts.join(''));
    this.parts = [];
    this.bytes = 0;
    if (!written) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await finished(this.stream);
    await this.client.end();
  }
}
