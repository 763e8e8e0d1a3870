import { enumLabel, IMPORT_COLUMNS, IMPORT_FILES, type ImportColumn, type ImportFile, type LabelLanguage } from '@huella/contracts';
import ExcelJS from 'exceljs';
import { csvLine } from '../../exports/csv-cells.ts';

// The import templates (GET /api/imports/templates/{file}.{csv|xlsx}): our headers in the user's language, an
// example row that the import reads past (its first cell starts with #), and in Excel a note on every header and
// a drop-down list on every column of choices.

/** Rows of a workbook template that carry the drop-down lists. */
const LISTED_ROWS = 10_000;

const header = (column: ImportColumn, language: LabelLanguage) => (language === 'es' ? column.es : column.key);

function exampleValue(column: ImportColumn, language: LabelLanguage): string {
  const example = column.example?.[language === 'es' ? 1 : 0] ?? '';
  if (!example || !column.choices) return example;
  return enumLabel(column.choices.name, example, language);
}

/** The example row: our examples, the first cell marked as a note. */
function exampleRow(columns: readonly ImportColumn[], language: LabelLanguage): string[] {
  const row = columns.map((column) => exampleValue(column, language));
  row[0] = `# ${row[0] ?? ''}`;
  return row;
}

const NOTES: Record<ImportColumn['type'], [string, string]> = {
  text: ['Text.', 'Texto.'],
  number: ['A number; decimal point or comma.', 'Un número; con punto o coma decimal.'],
  integer: ['A whole number.', 'Un número entero.'],
  choice: ['One of the list.', 'Uno de la lista.'],
  name: ['A name as the application lists it, in English or Spanish.', 'Un nombre como lo muestra la aplicación, en inglés o en español.'],
  place: ['A city, port or airport: "Valencia, ES". Or give its _lat and _lng columns.', 'Una ciudad, puerto o aeropuerto: "Valencia, ES". O indique sus columnas _lat y _lng.'],
  port: ['A UN/LOCODE (ESVLC) or a port name.', 'Un UN/LOCODE (ESVLC) o el nombre de un puerto.'],
  airport: ['An IATA airport code (MAD).', 'Un código IATA de aeropuerto (MAD).'],
  tags: ['key:value|key:value, keys from your company’s tags.', 'clave:valor|clave:valor, con las etiquetas de su empresa.'],
  passages: ['Closed passages, separated by ; (suez;panama).', 'Pasos cerrados, separados por ; (suez;panama).'],
};

function note(column: ImportColumn, language: LabelLanguage): string {
  const index = language === 'es' ? 1 : 0;
  const choices = column.choices ? ` ${column.choices.values.map((v) => enumLabel(column.choices?.name ?? 'load_type', v, language)).join(' | ')}` : '';
  return `${NOTES[column.type][index]}${choices}`;
}

export function templateFileName(file: ImportFile, format: 'csv' | 'xlsx', language: LabelLanguage): string {
  return `huella-${file}-${language}.${format}`;
}

/** CSV: `;` and a BOM for Spanish spreadsheets (Excel in Spanish reads `;`), `,` for English ones. */
export function csvTemplate(file: ImportFile, language: LabelLanguage): string {
  const columns = IMPORT_COLUMNS[IMPORT_FILES[file]];
  const dialect = { delimiter: language === 'es' ? ';' : ',', decimalComma: language === 'es' } as const;
  return `\uFEFF${csvLine(columns.map((c) => header(c, language)), dialect)}${csvLine(exampleRow(columns, language), dialect)}`;
}

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

export async function xlsxTemplate(file: ImportFile, language: LabelLanguage): Promise<Buffer> {
  const columns = IMPORT_COLUMNS[IMPORT_FILES[file]];
  const book = new ExcelJS.Workbook();
  book.creator = 'Huella';
  const sheet = book.addWorksheet(enumLabel('import_file', file, language).slice(0, 31));
  // The lists live on a hidden sheet: a list written into the validation itself is limited to 255 characters.
  const lists = book.addWorksheet('lists', { state: 'veryHidden' });
  sheet.addRow(columns.map((c) => header(c, language)));
  const example = sheet.addRow(exampleRow(columns, language));
  example.font = { italic: true, color: { argb: 'FF6B7280' } };
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  let listColumn = 0;
  columns.forEach((column, index) => {
    const cell = sheet.getCell(1, index + 1);
    cell.note = note(column, language);
    sheet.getColumn(index + 1).width = Math.max(12, header(column, language).length + 4);
    if (!column.choices) return;
    const labels = column.choices.values.map((v) => enumLabel(column.choices?.name ?? 'load_type', v, language));
    const letter = columnLetter(listColumn++);
    labels.forEach((label, row) => (lists.getCell(`${letter}${row + 1}`).value = label));
    const range = `${columnLetter(index)}2:${columnLetter(index)}${LISTED_ROWS + 1}`;
    (sheet as unknown as { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } }).dataValidations.add(range, {
      type: 'list',
      allowBlank: true,
      formulae: [`lists!$${letter}$1:$${letter}$${labels.length}`],
      showErrorMessage: true,
      errorTitle: header(column, language),
      error: note(column, language),
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const made = new Map<string, Promise<string | Buffer>>();

/** A template, made once per file, format and language: they change only with a new version of the application. */
export function templateFile(file: ImportFile, format: 'csv' | 'xlsx', language: LabelLanguage): Promise<string | Buffer> {
  const key = `${file}.${format}.${language}`;
  let found = made.get(key);
  if (!found) made.set(key, (found = format === 'csv' ? Promise.resolve(csvTemplate(file, language)) : xlsxTemplate(file, language)));
  return found;
}
