/** The import modal's five file pickers (docs/spec/part-1.md §2 "Report form"), named as the server's form fields (docs/import.md). */
export const IMPORT_KINDS = ['air_stages', 'nautical_stages', 'road_overland_stages', 'rail_overland_stages', 'storages'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The files chosen so far; a picker left empty sends nothing. */
export type ImportFiles = Partial<Record<ImportKind, File>>;
