/**
 * Paces counted requests to `limit` per rolling `windowMs`, so a batch against the hosted demo
 * never meets its 429. A request's slot is stamped when its answer arrives, not when it leaves:
 * the server counted it at some moment before that, so the next request that reuses the slot
 * reaches the server at least a full window after it, whatever the latency.
 */
export class Pacer {
  /** Answer times of the last `limit` counted requests; `Infinity` while one is in flight. */
  private readonly slots: number[] = [];

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly sleep: (ms: number) => Promise<void> = delay,
  ) {}

  /** Waits for a free slot and takes it; call the returned function when the answer arrived. */
  async acquire(): Promise<() => void> {
    for (;;) {
      this.prune();
      if (this.slots.length < this.limit) break;
      const oldest = Math.min(...this.slots);
      // Every slot in flight: wait a little for one to come back.
      const wait = Number.isFinite(oldest) ? oldest + this.windowMs - this.now() : 25;
      await this.sleep(Math.max(1, wait));
    }
    this.slots.push(Infinity);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const i = this.slots.indexOf(Infinity);
      if (i >= 0) this.slots[i] = this.now();
    };
  }

  private prune(): void {
    const cutoff = this.now() - this.windowMs;
    for (let i = this.slots.length - 1; i >= 0; i--) if (this.slots[i]! <= cutoff) this.slots.splice(i, 1);
  }

  /** Rough duration of `requests` counted requests at this pace (for the notice on stderr). */
  estimateMs(requests: number): number {
    return requests <= this.limit ? 0 : Math.floor((requests - 1) / this.limit) * this.windowMs;
  }
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
