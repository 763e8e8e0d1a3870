import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { msg, type Message } from '../../http/messages.ts';
import { zipEntries } from './zip-guard.ts';

// Reads an uploaded spreadsheet row by row, never the whole file at once: CSV (UTF-8, `,` or `;`) or an Excel
// workbook (.xlsx, its first sheet). A file that is neither, or broken, is an UnreadableFile naming why.

/** A cell the reader could not turn into text: a formula Excel never calculated, or an error value (#N/A). */
export interface CellProblem {
  index: number;
  message: Message;
}

export interface TableRow {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: string[];
  problems: CellProblem[];
}

type TableFormat = 'csv' | 'xlsx';

export class UnreadableFile extends Error {
  constructor(readonly reason: Message) {
    super(reason.key);
  }
}

/** The longest row a CSV may have: a file of one 50 MB column is refused at its first row. */
const MAX_ROW_CHARACTERS = 100_000;
/** The longest cell kept from a workbook. */
const MAX_CELL_CHARACTERS = 10_000;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

async function headOf(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The format a file's first bytes say it is; formats we cannot read are refused here, by name. */
async function detectFormat(path: string): Promise<{ format: TableFormat; head: Buffer }> {
  const head = await headOf(path, 64 * 1024);
  if (startsWith(head, ZIP)) return { format: 'xlsx', head };
  if (startsWith(head, OLE)) throw new UnreadableFile(msg('file_xls'));
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) throw new UnreadableFile(msg('file_utf16'));
  return { format: 'csv', head };
}

/** `;` when the header line has more of them than commas (spreadsheets in Spanish save so), else `,`. */
function csvDelimiter(head: Buffer): ',' | ';' {
  const firstLine = head.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

const notUtf8 = () => new UnreadableFile(msg('file_not_utf8'));

/** Strict UTF-8, chunk by chunk: a byte sequence that is not UTF-8, or a NUL byte, stops the file. */
function utf8Text(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const fail = notUtf8;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.includes(0)) return done(new UnreadableFile(msg('file_binary')));
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(fail());
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(fail());
      }
    },
  });
}

function csvFailure(error: unknown): UnreadableFile {
  if (error instanceof UnreadableFile) return error;
  const code = (error as { code?: string }).code;
  if (code === 'CSV_MAX_RECORD_SIZE') return new UnreadableFile(msg('row_too_long', { max: MAX_ROW_CHARACTERS }));
  const detail = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 200) : '';
  return new UnreadableFile(msg('unreadable_csv', { detail }));
}

async function* csvRows(path: string, delimiter: string): AsyncGenerator<TableRow> {
  const parser = parse({
    bom: true,
    delimiter,
    trim: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    // A line that starts with # is a note (the templates' example row); a # inside a value is text.
    comment: '#',
    comment_no_infix: true,
    max_record_size: MAX_ROW_CHARACTERS,
    info: true,
  });
  const source = createReadStream(path);
  const text = utf8Text();
  let failure: unknown;
  const stop = (error: unknown) => {
    failure ??= error;
    parser.destroy();
  };
  source.on('error', stop);
  text.on('error', stop);
  source.pipe(text).pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (failure) break;
      yield { row: info.lines, cells: record, problems: [] };
    }
  } catch (error) {
    throw csvFailure(failure ?? error);
  } finally {
    source.destroy();
  }
  if (failure) throw csvFailure(failure);
}

type CellValue = ExcelJS.CellValue;

/** A workbook cell as the text a CSV would hold; formulas give the value Excel saved with them. */
function cellText(value: CellValue, index: number, problems: CellProblem[]): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim().slice(0, MAX_CELL_CHARACTERS);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim().slice(0, MAX_CELL_CHARACTERS);
  if ('error' in value) {
    problems.push({ index, message: msg('cell_error', { error: String(value.error) }) });
    return '';
  }
  if ('formula' in value || 'sharedFormula' in value) {
    const { result } = value as { result?: CellValue | { error: string } };
    if (result === undefined || result === null) {
      problems.push({ index, message: msg('formula_without_value') });
      return '';
    }
    return cellText(result as CellValue, index, problems);
  }
  if ('text' in value) return cellText((value as { text: CellValue }).text, index, problems);
  return '';
}

/** The most a workbook may unpack to, in all and in shared strings (which the reader keeps in memory). */
const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;
const MAX_SHARED_STRINGS_BYTES = 256 * 1024 * 1024;

/** A workbook cut short or one that would unpack to too much is refused before it is read (zip-guard.ts). */
async function checkWorkbook(path: string): Promise<void> {
  const entries = await zipEntries(path);
  if (!entries) throw new UnreadableFile(msg('unreadable_xlsx', { detail: 'the file is cut short or not a zip archive' }));
  if (!entries.some((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))) throw new UnreadableFile(msg('file_binary'));
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  const strings = entries.find((e) => e.name === 'xl/sharedStrings.xml')?.size ?? 0;
  if (total > MAX_UNPACKED_BYTES || strings > MAX_SHARED_STRINGS_BYTES) throw new UnreadableFile(msg('workbook_too_large'));
}

async function* xlsxRows(path: string): AsyncGenerator<TableRow> {
  await checkWorkbook(path);
  const source = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      // The first sheet holds the rows; others (the template's lists) are read past.
      if (sheets++ > 0) {
        for await (const skipped of sheet) void skipped;
        continue;
      }
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const problems: CellProblem[] = [];
        const cells = Array.from(values, (value, index) => cellText(value, index, problems));
        if (cells.every((cell) => cell === '') && !problems.length) continue;
        // A row whose first cell starts with # is a note (the templates' example row), as a CSV's # line is.
        if (cells[0]?.startsWith('#')) continue;
        yield { row: row.number, cells, problems };
      }
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    const detail = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 200) : '';
    throw new UnreadableFile(msg('unreadable_xlsx', { detail }));
  } finally {
    // Stopped early (a header we do not know, the row cap): the upload's file is closed now, not at exit.
    source.destroy();
  }
}

export interface OpenTable {
  format: TableFormat;
  /** The rows, header first; throws UnreadableFile where the file stops being readable. */
  rows: AsyncGenerator<TableRow>;
}

export async function openTable(path: string): Promise<OpenTable> {
  const { format, head } = await detectFormat(path);
  return { format, rows: format === 'xlsx' ? xlsxRows(path) : csvRows(path, csvDelimiter(head)) };
}
