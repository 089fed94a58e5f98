import { beforeEach, describe, expect, it, vi } from 'vitest';

// compileLessEagerly (src/files/spawn.ts) changes V8's flags for the whole process, once: the
// interrupt budget for every caller, and less inlining and no on-stack replacement for the pipe (docs/performance.md,
// seventh session). node:v8 is replaced so that the flags this test process runs with stay.
const flags: string[] = [];
vi.mock('node:v8', () => ({ setFlagsFromString: (f: string) => flags.push(f) }));

describe('compileLessEagerly', () => {
  beforeEach(() => {
    flags.length = 0;
    vi.resetModules();
  });

  it('raises the interrupt budget once, and for the pipe inlines less and compiles no loop while it runs', async () => {
    const { compileLessEagerly } = await import('../../src/files/spawn.js');
    compileLessEagerly({ inlineLess: true });
    compileLessEagerly({ inlineLess: true });
    expect(flags).toEqual(['--interrupt-budget=264000', '--max-inlined-bytecode-size=200', '--no-use-osr']);
  });

  it("keeps V8's inlining and on-stack replacement for a batch of files", async () => {
    const { compileLessEagerly } = await import('../../src/files/spawn.js');
    compileLessEagerly();
    compileLessEagerly({ inlineLess: true });
    expect(flags).toEqual(['--interrupt-budget=264000']);
  });
});
