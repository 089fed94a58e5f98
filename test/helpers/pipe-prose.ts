/**
 * Fictitious prose on which the places a stream is cut change the findings: each paragraph names
 * an ensemble and its acronym, then uses the acronym twice more, the last time `gap` lines later.
 * The engine marks an acronym an organization only when the text it analyzes holds enough of its
 * mentions, so a window or segment that ends between them changes what the earlier ones become.
 */
const LETTERS = 'BCDFGHKLMNPRSTVZ';
const SUFFIXES = ['orava', 'elbin', 'astel', 'undra'];

export function pipeProse(paragraphs: number, gap = 8): string {
  const out: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const acronym = LETTERS[i % 16]! + LETTERS[(i >> 4) % 16]! + LETTERS[(i * 7 + 3) % 16]!;
    const name = [...acronym].map((c, k) => c + SUFFIXES[(i + k) % 4]).join('-');
    out.push(
      `From 19${60 + (i % 30)} she worked as a dancer for the ${name}-Ensemble (${acronym}), a company in the region.\n` +
        `The ${acronym} paid the applicant her wages as a designer.\n` +
        'The hearing was adjourned several times at the request of the parties.\n'.repeat(gap) +
        `After the merger the ${acronym} which formerly belonged to the city was dissolved.\n\n`,
    );
  }
  return out.join('');
}
