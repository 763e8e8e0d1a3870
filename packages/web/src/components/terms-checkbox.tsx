import { Anchor, Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  // A new tab, so following the link does not lose what the visitor typed in the form.
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit>
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
