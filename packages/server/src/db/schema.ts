// Every table, for drizzle-kit (drizzle.config.ts) and for code that wants them all from one module.
// The tables live in several files; schema-reports.ts and schema-consumptions.ts reference schema-core.ts, never this index, so no file imports
// itself in a circle.
export * from './schema-core.ts';
export * from './schema-public-site.ts';
export * from './schema-reports.ts';
export * from './schema-consumptions.ts';
export * from './schema-statistics.ts';
export * from './schema-imports.ts';
export * from './schema-audit.ts';
