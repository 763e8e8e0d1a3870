import { humanize, type Label, type LabelLanguage } from './label.ts';

// Tag keys are a company's own words (`allowed_tags`, docs/spec/part-2.md §2.1 "Tag entry"), typed as identifiers:
// `cost_center`. The usual ones are translated; any other reads as words ("Project code"), never as the key.

const KNOWN: Readonly<Record<string, Label>> = {
  customer: { en: 'Customer', es: 'Cliente' },
  client: { en: 'Client', es: 'Cliente' },
  order: { en: 'Order', es: 'Pedido' },
  cost_center: { en: 'Cost centre', es: 'Centro de coste' },
  cost_centre: { en: 'Cost centre', es: 'Centro de coste' },
  project: { en: 'Project', es: 'Proyecto' },
  department: { en: 'Department', es: 'Departamento' },
  supplier: { en: 'Supplier', es: 'Proveedor' },
  carrier: { en: 'Carrier', es: 'Transportista' },
  contract: { en: 'Contract', es: 'Contrato' },
  invoice: { en: 'Invoice', es: 'Factura' },
  shipment: { en: 'Shipment', es: 'Envío' },
  region: { en: 'Region', es: 'Región' },
};

export function tagKeyLabel(key: string, language: LabelLanguage): string {
  return KNOWN[key.toLowerCase()]?.[language] ?? humanize(key);
}

/** A cargo's tags as one line a person reads: "Customer: ACME, Order: PO-9". */
export function tagsText(tags: Readonly<Record<string, string>> | null | undefined, language: LabelLanguage, separator = ', '): string {
  return Object.entries(tags ?? {})
    .map(([key, value]) => `${tagKeyLabel(key, language)}: ${value}`)
    .join(separator);
}
