import { describe, expect, it } from 'vitest';
import { keywordPlaces } from '../../../src/detectors/lib/keyword-places.js';

describe('keywordPlaces', () => {
  it('gives every occurrence of every keyword, case-insensitively, inside words too, ascending', () => {
    const text = 'Account No 1, user_id 2, ACCOUNT NO 3, zip 4, userzip';
    expect(keywordPlaces(text, ['zip', 'account no', '_id'])).toEqual([0, 18, 25, 39, 50]);
  });
  it('gives nothing when no keyword occurs', () => {
    expect(keywordPlaces('no such words here', ['acct #'])).toEqual([]);
  });
});
