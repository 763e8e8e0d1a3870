import { factorKeyLabel, type AuditEvent, type LabelLanguage } from '@huella/contracts';
import type { TFunction } from 'i18next';

// An event's details in words, one line each (docs/decisions/0014-audit-log.md says what each action records).

type Change = { from?: unknown; to?: unknown };

const isChange = (value: unknown): value is Change => typeof value === 'object' && value !== null && 'to' in value;
const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));
const LOCALES: Record<LabelLanguage, string> = { en: 'en-GB', es: 'es-ES' };

function roleName(t: TFunction, role: unknown): string {
  return role === 'super' || role === 'admin' || role === 'other' ? t(`roles.${role}`) : shown(role);
}

/** The lines under an event's target: what kind of report, which fields changed and how, which entry. */
export function describeEvent(event: AuditEvent, t: TFunction, language: LabelLanguage): string[] {
  const numbers = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 12 });
  const figure = (value: unknown) => (typeof value === 'number' ? numbers.format(value) : shown(value));
  const d = event.details;
  const lines: string[] = [];
  if (d['type'] === 'transport' || d['type'] === 'consumption') lines.push(t(`audit.details.${d['type']}`));
  if (d['via'] === 'export') lines.push(t('audit.details.via_export'));
  if (Array.isArray(d['fields'])) {
    lines.push(t('audit.details.changed', { fields: d['fields'].map((field) => t(`audit.fields.${String(field)}`, { defaultValue: String(field) })).join(', ') }));
  }
  for (const field of ['username', 'role', 'title', 'start_date', 'source'] as const) {
    const change = d[field];
    if (!isChange(change)) continue;
    const value = field === 'role' ? (v: unknown) => roleName(t, v) : shown;
    lines.push(t('audit.details.change', { field: upperFirst(t(`audit.fields.${field}`)), from: value(change.from), to: value(change.to) }));
  }
  const factors = d['factors'];
  if (typeof factors === 'object' && factors !== null) {
    for (const [key, change] of Object.entries(factors)) {
      if (isChange(change)) lines.push(t('audit.details.change', { field: factorKeyLabel(key, language), from: figure(change.from), to: figure(change.to) }));
    }
  }
  if (event.action === 'user.create' || event.action === 'user.delete') lines.push(t('audit.details.role', { role: roleName(t, d['role']) }));
  const source = d['source'];
  if (event.action === 'review.clone' && typeof source === 'object' && source !== null && 'title' in source) {
    lines.push(t('audit.details.copy_of', { title: shown(source.title) }));
  }
  if (typeof d['start_date'] === 'string') lines.push(t('audit.details.starts', { date: d['start_date'] }));
  if (typeof d['entries'] === 'number') lines.push(t('audit.details.entries', { count: d['entries'] }));
  if (typeof d['entry'] === 'string') {
    const list = t(`reviews.sections.${d['entry'].replaceAll('-', '_')}`, { defaultValue: d['entry'] });
    lines.push(t('audit.details.entry', { list, id: shown(d['entry_id']) }));
  }
  return lines;
}
