/** "Brand Model", as voyage lists, messages and totals name a car family. */
export const carFamilyName = (family: { brand: string; model: string }): string => `${family.brand} ${family.model}`.trim();
