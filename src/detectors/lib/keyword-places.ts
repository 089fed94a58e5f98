/**
 * Where any of `keywords` (written in lower case) occurs in `text`, case-insensitively, inside
 * words or not, ascending: the positions a keyword-gated `find()` reads when it is called
 * without the engine's keyword pass (`ctx.keywordHits` undefined: a detector tried alone).
 */
export function keywordPlaces(text: string, keywords: readonly string[]): number[] {
  const lower = text.toLowerCase();
  const out: number[] = [];
  for (const k of keywords) for (let i = lower.indexOf(k); i >= 0; i = lower.indexOf(k, i + 1)) out.push(i);
  return out.sort((a, b) => a - b);
}
