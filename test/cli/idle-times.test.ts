import { describe, expect, it } from 'vitest';
import { IDLE_BULK_MS, IDLE_MS, idleTimes } from '../../src/cli/commands/text.js';
import { ConfigError } from '../../src/errors.js';

describe('ANONYMIZE_IDLE_MS: how long stdin stays quiet before the lines so far are written', () => {
  it('defaults to 20 ms, 250 after a chunk of 16 KB or more', () => {
    expect([IDLE_MS, IDLE_BULK_MS]).toEqual([20, 250]);
    expect(idleTimes({})).toEqual({ quiet: 20, bulk: 250 });
    expect(idleTimes({ ANONYMIZE_IDLE_MS: '' })).toEqual({ quiet: 20, bulk: 250 });
  });

  it('takes one time for both (at least 250 after a large chunk), or two', () => {
    expect(idleTimes({ ANONYMIZE_IDLE_MS: '60000' })).toEqual({ quiet: 60000, bulk: 60000 });
    expect(idleTimes({ ANONYMIZE_IDLE_MS: '5' })).toEqual({ quiet: 5, bulk: 250 });
    expect(idleTimes({ ANONYMIZE_IDLE_MS: '5, 300' })).toEqual({ quiet: 5, bulk: 300 });
    expect(idleTimes({ ANONYMIZE_IDLE_MS: '0,0' })).toEqual({ quiet: 0, bulk: 0 });
  });

  it('refuses anything else', () => {
    for (const setting of ['fast', '1,2,3', '-5', '1.5', '20ms', ',250', '1e4']) expect(() => idleTimes({ ANONYMIZE_IDLE_MS: setting }), setting).toThrow(ConfigError);
  });
});
