/**
 * Remembered answers for keys that recur (words, phrases, phone numbers), bounded: past `limit`
 * entries the memo starts over, so a long run over varied text never holds more than that. It
 * only saves time: an answer computed again is the same answer.
 */
export class BoundedMemo<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly limit: number) {}

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
