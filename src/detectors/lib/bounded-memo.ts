/**
 * Remembered answers for keys that recur (words, phrases, phone numbers), bounded: past `limit`
 * entries the memo starts over, so a long run over varied text never holds more than that. It
 * only saves time: an answer computed again is the same answer.
 */
export class BoundedMemo<K, V> {
  private readonly map = new Map<K, V>();
  private static readonly ofValues: BoundedMemo<unknown, unknown>[] = [];

  /**
   * `values`: the keys are identifiers found in the text (phone numbers), which a stream of
   * documents seldom repeats, unlike the words of a language; see forgetValues.
   */
  constructor(
    private readonly limit: number,
    kind: 'words' | 'values' = 'words',
  ) {
    if (kind === 'values') BoundedMemo.ofValues.push(this as BoundedMemo<unknown, unknown>);
  }

  /**
   * Empties the memos of identifiers, for benchmarks: timed on one corpus again and again,
   * every phone number would be validated once for the whole measurement (a third of the
   * engine's time on the bench corpus was hidden that way).
   */
  static forgetValues(): void {
    for (const memo of BoundedMemo.ofValues) memo.map.clear();
  }

  get(key: K, compute: (key: K) => V): V {
    let value = this.map.get(key);
    if (value === undefined) {
      value = compute(key);
      if (this.map.size >= this.limit) this.map.clear();
      this.map.set(key, value);
    }
    return value;
  }
}
