import { LegalDocument } from './legal-document.tsx';

const SECTIONS = ['parties', 'service', 'accounts', 'use', 'customer_data', 'figures', 'availability', 'ip', 'fees', 'liability', 'termination', 'changes', 'law'] as const;

/** docs/spec/part-1.md §2: `/terms-conditions`, public, with a Back button. */
export function TermsConditionsPage() {
  return <LegalDocument document="terms" sections={SECTIONS} />;
}
