/** Japanese postal code: `123-4567` or `1234567` (half-width digits only). */
export const isValidPostalCode = (s: string): boolean => /^\d{3}-?\d{4}$/.test(s);
