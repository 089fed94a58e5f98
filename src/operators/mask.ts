import { UsageError } from '../errors.js';
import { defineOperator } from './types.js';

const MASKABLE = /[\p{L}\p{N}]/u;

/**
 * Same length, separators kept: `4012-8888-8888-1881` -> `****-****-****-****`, or with
 * maskKeepLast 4 -> `****-****-****-1881`. Only letters and digits are masked. maskKeepLast
 * keeps at most half of a value's letters and digits (`12345` keeps 2), so a short value is never
 * shown whole or nearly (README, `--mask-keep-last` help).
 */
export default defineOperator({
  style: 'mask',
  validate(ctx) {
    if (!Number.isInteger(ctx.maskKeepLast) || ctx.maskKeepLast < 0) {
      throw new UsageError(`--mask-keep-last must be a whole number >= 0, got ${ctx.maskKeepLast}`);
    }
    if ([...ctx.maskChar].length !== 1 || MASKABLE.test(ctx.maskChar)) {
      throw new UsageError('--mask-char must be a single character that is not a letter or digit');
    }
  },
  replace(value, _entity, ctx) {
    const chars = [...value];
    let keep = ctx.maskKeepLast;
    // Never reveal more than half of the value, whatever was asked.
    const maskable = chars.filter((c) => MASKABLE.test(c)).length;
    keep = Math.min(keep, Math.floor(maskable / 2));
    for (let i = chars.length - 1; i >= 0; i--) {
      const c = chars[i]!;
      if (!MASKABLE.test(c)) continue;
      if (keep > 0) {
        keep--;
        continue;
      }
      chars[i] = ctx.maskChar;
    }
    return chars.join('');
  },
});
