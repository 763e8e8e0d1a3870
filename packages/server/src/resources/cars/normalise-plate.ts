/**
 * A plate as it is stored, searched and compared: upper case, without spaces or dashes (any Unicode dash), so
 * that "1234 abc", "1234-ABC" and "1234ABC" are one car.
 */
export function normalisePlate(plate: string): string {
  return plate.replace(/[\s\p{Pd}]/gu, '').toUpperCase();
}
