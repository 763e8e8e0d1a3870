import { Anchor, Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  // A new tab, so following the link does not lose what the visitor typed in the form. Underlined: colour alone does
  // not set it apart while the box is disabled (the rendered page before its scripts run), WCAG 1.4.1.
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit underline="always">
      {children}
    </Anchor>
  );
}

/** docs/spec/part-1.md §2, §5: the terms acceptance of the public forms, linking to the terms and the privacy policy. */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      name="terms"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      label={<Trans i18nKey="contact.terms_label" components={{ terms: <LegalLink to="/terms-conditions" />, privacy: <LegalLink to="/privacy-policy" /> }} />}
    />
  );
}
