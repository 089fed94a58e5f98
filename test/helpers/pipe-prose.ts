/**
 * Fictitious prose on which the places a stream is cut change the findings: each paragraph names
 * an ensemble and its acronym, and a person by title and full name, then, `gap` lines later,
 * uses the acronym again and the person's surname alone. The surnames are also English words
 * ("The report by Fisher was filed."): the engine takes such a word for a name only when the text
 * it analyzes introduced the person, so a window or segment that ends between the two changes
 * what the later mention becomes.
 */
const LETTERS = 'BCDFGHKLMNPRSTVZ';
const SUFFIXES = ['orava', 'elbin', 'astel', 'undra'];
const GIVEN = ['Tobias', 'Linnea', 'Osric', 'Maren', 'Idris', 'Corin', 'Sabine'];
const FAMILY = ['Fielding', 'Baker', 'Fisher', 'Marsh', 'Wells', 'Rider', 'Bishop', 'Sterling'];

export function pipeProse(paragraphs: number, gap = 8): string {
  const out: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const acronym = LETTERS[i % 16]! + LETTERS[(i >> 4) % 16]! + LETTERS[(i * 7 + 3) % 16]!;
    const name = [...acronym].map((c, k) => c + SUFFIXES[(i + k) % 4]).join('-');
    out.push(
      `From 19${60 + (i % 30)} she worked as a dancer for the ${name}-Ensemble (${acronym}), a company in the region.\n` +
        `The ${acronym} paid the applicant, Mrs ${GIVEN[i % 7]!} ${FAMILY[i % 8]!}, her wages as a designer.\n` +
        'The hearing was adjourned several times at the request of the parties.\n'.repeat(gap) +
        `After the merger the ${acronym} which formerly belonged to the city was dissolved.\n` +
        `The report by ${FAMILY[i % 8]!} was filed.\n\n`,
    );
  }
  return out.join('');
}
