/**
 * Printed shapes that libphonenumber may accept as a number but that are something else: a
 * numeric date (2024-01-15, 15.01.2024, 01/15/2024) or a dotted quad (IPv4 address,
 * four-part version). Both are common in logs and documents and would otherwise parse as
 * valid national numbers in some regions.
 */
const NUMERIC_DATE = /^(?:\d{4}([-./])\d{1,2}\1\d{1,2}|\d{1,2}([-./])\d{1,2}\2(?:\d{2}|\d{4}))$/;
const DOTTED = /^\d{1,3}(?:\.\d{1,3}){3,}$/;

export function looksLikeNonPhone(value: string): boolean {
  return NUMERIC_DATE.test(value) || DOTTED.test(value);
}
