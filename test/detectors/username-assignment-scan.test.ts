import { describe, expect, it } from 'vitest';
import { mayEndUserName, USER_NAME_BEFORE } from '../../src/detectors/username-assignment.js';
import { randomTexts } from '../helpers/random-text.js';

describe('mayEndUserName', () => {
  it('lets through every pair name USER_NAME_BEFORE takes, on 30,000 random names', () => {
    const pieces = ['user', 'USER', 'User', 'name', 'Name', 'id', 'ID', 'Id', 'login', 'uname', 'uid', 'account', 'screen', 'nick', 'maintainer', 'entered', 'by', 'BY', 'we', 'chat', 'CHAT', 'weixin', 'skype', 'telegram', 'discord', 'agent', 'AGENT', '_', '.', '-', ' ', 'x', 'r', 'e', '1'];
    let taken = 0;
    for (const name of randomTexts(pieces, 30000, 5, 7)) {
      if (name.length < 2) continue;
      const takes = USER_NAME_BEFORE.test(name.slice(-16));
      if (takes) taken++;
      const may = mayEndUserName(name.charCodeAt(name.length - 2) | 32, name.charCodeAt(name.length - 1) | 32);
      if (takes && !may) expect({ name, may }).toEqual({ name, may: true });
    }
    expect(taken).toBeGreaterThan(5000);
  });
});
