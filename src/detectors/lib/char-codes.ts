/** Character-code tests for the scans that read text code by code. */

/** 0-9 */
export const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** A-Z a-z */
export const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
