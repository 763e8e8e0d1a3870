/** What the consumption and voyage forms need of their report and the reader. */
export interface ConsumptionFormContext {
  /** The report creator's company's tags (docs/spec/part-2.md §2.1 "Tag entry", §2.5). */
  allowedTags: readonly string[];
  /** A new consumption or voyage starts on the report's date. */
  reportDate: string;
  /** The language the quantities are typed and shown in. */
  language: string;
}

/** The chosen option's id as a select holds it, back to the id the API takes. */
export function idOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function idText(ref: { id: number } | null): string | null {
  return ref ? String(ref.id) : null;
}
