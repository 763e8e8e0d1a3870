import { canonicalJson, type CompiledFactorSet, type ReportInput } from '@huella/emissions';
import { createHash } from 'node:crypto';

/**
 * The input hash `calculate` gives `input` with `factorSet` (docs/methodology.md §6), without calculating it: SHA-256
 * of the canonical JSON of the input with the set's id and content hash, the definition the core's
 * report-stream.test.ts holds its streamed hash to. A second calculation of a 1,000-stage report only for its hash
 * took some 50 ms (issue #18). node:crypto hashes the same UTF-8 bytes as the core's @noble/hashes (which the core
 * uses to run in a browser too) in a tenth of the time.
 */
export function inputHash(input: ReportInput, factorSet: Pick<CompiledFactorSet, 'id' | 'content_hash'>): string {
  const text = canonicalJson({ input, factor_set: { id: factorSet.id, content_hash: factorSet.content_hash } });
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
