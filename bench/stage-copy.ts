import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

// The floor the stage-level export is measured against: the same rows and columns (rounded as the export rounds
// them) written by the database alone, `COPY (SELECT …) TO STDOUT` through psql to /dev/null. Each stage's result
// is unpacked once (jsonb_to_record), as the export does: reading its ~40 figures from the column one `#>>` at a
// time decompresses a real 2–4 kB result ~40 times, and made this COPY 4× slower on real stages.

const figure = (value: string, decimals: number) => `round((${value})::numeric, ${decimals})`;
const gas = (name: string) =>
  `case when coalesce(f.not_estimated @> '["${name}"]', (f.gases ->> '${name}')::float8 = 0) then null else ${figure(`f.gases ->> '${name}'`, name === 'CO2' ? 3 : 6)} end`;
const TOP_LEVEL = ['mass_t', 'tkm', 'intensity_g_per_tkm', 'co2e_ttw', 'co2e_wtt', 'co2e_wtw', 'co2e_wtw_with_rf'];

/** `COPY` of the stages of the reports `where` selects (an SQL condition on `r`, the reports), in (report, stage) order. */
export function stageCopyQuery(where: string): string {
  const columns = [
    'r.reference, r.date, r.project_name, r.project_reference, u.username, v.title, r.consolidated_at is not null',
    's.id, s.kind, s.operated_by, s.origin, s.destination, round(s.distance_km::numeric, 1), s.distance_method, f.method',
    figure('f.mass_t', 4),
    figure('f.tkm', 3),
    figure('f.intensity_g_per_tkm', 2),
    ...['co2e_ttw', 'co2e_wtt', 'co2e_wtw', 'co2e_wtw_with_rf'].map((key) => figure(`f.${key}`, 3)),
    ...['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3', 'NOx', 'SOx', 'PM'].map(gas),
    ...['scope1', 'scope2', 'scope3'].map((scope) => figure(`f.scopes ->> '${scope}'`, 3)),
  ];
  const unpacked = `jsonb_to_record(s.result) as f(method text, ${TOP_LEVEL.map((key) => `${key} text`).join(', ')}, gases jsonb, scopes jsonb, not_estimated jsonb)`;
  return `copy (select ${columns.join(', ')}
    from stages s cross join lateral ${unpacked}
      join reports r on r.id = s.report_id join users u on u.id = r.created_by_id left join reviews v on v.id = r.review_id
    where ${where} order by s.report_id, s.id) to stdout with csv header`;
}

/** Seconds psql takes to COPY the stages of the reports `where` selects to /dev/null on the database at `url`. */
export function copySeconds(url: string, where: string): number {
  const started = performance.now();
  execFileSync('psql', [url, '-qAt', '-o', '/dev/null', '-c', stageCopyQuery(where)]);
  return (performance.now() - started) / 1000;
}
