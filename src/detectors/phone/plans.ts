import { Metadata, type CountryCode } from 'libphonenumber-js/max';

const cache = new Map<string, ReadonlySet<number>>();

/**
 * How many digits a number written in a region's national format can have: the national
 * significant number lengths from the region's numbering plan (libphonenumber metadata), each
 * also with one trunk-prefix digit ("0" in most of the world, "1" in the NANP). Checking this
 * before parsing skips most digit groups in prose (dates, case numbers) at no cost.
 */
export function nationalDigitCounts(region: CountryCode): ReadonlySet<number> {
  let counts = cache.get(region);
  if (!counts) {
    const metadata = new Metadata();
    metadata.selectNumberingPlan(region);
    const lengths = metadata.numberingPlan?.possibleLengths() ?? [];
    counts = new Set(lengths.flatMap((n) => [n, n + 1]));
    cache.set(region, counts);
  }
  return counts;
}

const prefixes = new Map<string, string>();

/** A region's national (trunk) prefix ("0" in most of the world, "1" in the NANP, "" in Singapore). */
export function nationalPrefixOf(region: CountryCode): string {
  let prefix = prefixes.get(region);
  if (prefix === undefined) {
    const metadata = new Metadata();
    metadata.selectNumberingPlan(region);
    // At run time the plan has nationalPrefix() (the typings leave it out): a string, or 0 when none.
    const plan = metadata.numberingPlan as unknown as { nationalPrefix(): string | number | undefined } | undefined;
    const p = plan?.nationalPrefix();
    prefix = typeof p === 'string' ? p : '';
    prefixes.set(region, prefix);
  }
  return prefix;
}
