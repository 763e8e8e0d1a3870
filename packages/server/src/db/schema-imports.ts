import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { IMPORT_FILE_NAMES } from '@huella/contracts';
import { companies, users } from './schema-core.ts';

/**
 * A company's own headers for the import files (docs/import.md "Your own headers"): each names one of our columns,
 * or null when the column is left out. Saved by a successful import that sent them, reused by every later one.
 */
export const importColumnMappings = pgTable(
  'import_column_mappings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    file: text('file', { enum: IMPORT_FILE_NAMES as [string, ...string[]] }).notNull(),
    /** The header as the company's files write it. */
    header: text('header').notNull(),
    /** Folded as headers are compared (foldHeader): one mapping per header, whatever its case and accents. */
    headerKey: text('header_key').notNull(),
    /** One of the file's column keys, `tag:<key>`, or null: left out. */
    target: text('target'),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_column_mappings_company_file_header_key').on(t.companyId, t.file, t.headerKey)],
);
