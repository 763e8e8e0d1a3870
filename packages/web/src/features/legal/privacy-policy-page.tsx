import { LegalDocument } from './legal-document.tsx';

const SECTIONS = ['controller', 'data', 'purposes', 'basis', 'retention', 'recipients', 'transfers', 'rights', 'storage', 'security', 'changes'] as const;

/** docs/spec/part-1.md §2: `/privacy-policy`, public, with a Back button. */
export function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" sections={SECTIONS} />;
}
