import { LegalDocument } from './legal-document.tsx';

const SECTIONS = ['operator', 'purpose', 'ip', 'liability', 'links', 'data', 'law'] as const;

/** docs/spec/part-1.md §2: `/legal-notice` needs a login; it shows inside the signed-in shell, which has its own way back. */
export function LegalNoticePage() {
  return <LegalDocument document="notice" sections={SECTIONS} back={false} />;
}
