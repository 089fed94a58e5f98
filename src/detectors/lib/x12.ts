/**
 * The separators of an ASC X12 interchange, read from its ISA segment (X12.5, "Interchange
 * Control Structures"): ISA is of fixed length, its fourth character is the element separator,
 * ISA16 the component separator, and the character after it ends every segment.
 */
export interface X12Separators {
  element: string;
  segment: string;
}

/** Where the separators of the ISA segment at `isa` say the interchange's parts end. */
export function x12Separators(text: string, isa: number): X12Separators | undefined {
  const element = text[isa + 3];
  if (element === undefined || /[\p{L}\p{N}\s]/u.test(element)) return undefined;
  // ISA has sixteen elements: after the sixteenth separator, ISA16 (one character) and the terminator.
  let at = isa;
  for (let n = 0; n < 16; n++) {
    at = text.indexOf(element, at + 1);
    if (at < 0 || at - isa > 130) return undefined;
  }
  const segment = text[at + 2];
  if (segment === undefined || /[\p{L}\p{N} ]/u.test(segment)) return undefined;
  return { element, segment };
}
