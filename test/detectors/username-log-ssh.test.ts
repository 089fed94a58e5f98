// logs23 (issue 20): username-log tries SSH_USER (OpenSSH's "Failed password for invalid user
// pkumar from …") only at the places 8 to 36 characters before a "user " or "for ", instead of the
// engine scanning it over the keyword windows (its leading `\b` and alternation tried every word
// of a log, ~12 ms per 10 MB that holds no match). The finder must give the spans SSH_USER's
// global scan gave over the same windows. The texts hold no " [" date and no review verb, so the
// detector's other finders add nothing.
import { describe, expect, it } from 'vitest';
import usernameLog, { SSH_USER } from '../../src/detectors/username-log.js';
import { DEFAULT_WINDOW } from '../../src/engine/detector.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

const { byRegex, byFinder, onRandomTexts } = stickyFinderCheck(usernameLog, [SSH_USER()]);

describe('username-log: SSH_USER tried from the "user " and "for " after its first word', () => {
  it('finds what SSH_USER finds over the same keyword windows and the whole text, on 4,000 random texts', () => {
    // Every alternative (the longest, 36 characters before its "user ", among them), what may
    // stand before its first word (a word's character or not), users and what follows them.
    const before = ['', ' ', '\n', 'x', '_', '1', 'é', ': ', '(', 'for ', 'user '];
    const lead = [
      'Invalid user', 'invalid user', 'Failed password for', 'Accepted publickey for', 'Failed none for', 'Accepted keyboard-interactive/pam for',
      'Failed keyboard-interactive for', 'Accepted gssapi-with-mic for', 'Failed hostbased for invalid user', 'Accepted password for invalid user',
      'session opened for user', 'session closed for user', 'Connection closed by', 'connection closed by invalid user',
      'Connection closed by authenticating user', 'Disconnected from user', 'disconnected from authenticating user', 'Disconnected from invalid user',
      'Failed passwd for', 'session opened for', 'INVALID user', 'Invalid  user', 'for user', 'user',
    ];
    const user = ['pkumar', 'j.doe', 'a', 'x@y', '_svc', '-x', 'Invalid', 'for', 'user', 'a'.repeat(63), 'b'.repeat(64)];
    const after = [' from 192.0.2.1', ' port 22', '(uid=0)', ' by x', '', '\n', '  \n', ' x', ' for user x from y', 'from'];
    const { windowed, wholeSpans: found } = onRandomTexts({
      pieces: ['lorem ', 'user ', 'for ', ' for', '\n', 'x', '1', 'Invalid ', 'session '],
      count: 4000,
      seed: 23,
      partsSeed: 23,
      part: (pick) => pick(before) + pick(lead) + ' ' + pick(user) + pick(after),
      filler: 'lorem ipsum dolor sit amet '.repeat(40),
      fillerEvery: 2,
      window: DEFAULT_WINDOW,
    });
    expect(found).toBeGreaterThan(2500);
    expect(windowed).toBeGreaterThan(2000);
  });

  it('gives the user of each of two messages on one line, the second starting where the first ends', () => {
    const text = 'Invalid user ab Invalid user cd from 192.0.2.1';
    // "ab" is followed by " Invalid", which SSH_USER's look-ahead refuses: only "cd".
    expect(byFinder(text, undefined)).toEqual(['29-31']);
    const two = 'Connection closed by authenticating user ab port 22\nFailed password for cd from 192.0.2.1';
    expect(byFinder(two, undefined)).toEqual(['41-43', '72-74']);
    expect(byFinder(two, undefined)).toEqual(byRegex(two, [0, two.length]));
  });
});
