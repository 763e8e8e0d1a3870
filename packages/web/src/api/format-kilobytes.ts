/** docs/spec/part-1.md §4: a running download shows its progress in KB (1 KB = 1024 bytes), one decimal, in the UI language. */
export function formatKilobytes(bytes: number, language: string): string {
  const kilobytes = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024);
  return `${kilobytes} KB`;
}
