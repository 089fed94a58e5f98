import { defineDetector, LiteralLed } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * Profile URLs of the big platforms; the finding is the handle segment
 * (github.com/jdoe/repo → "jdoe", linkedin.com/in/jane-doe → "jane-doe"). Each platform's
 * URL layout is what its public profile pages use; each reserved first segment (pages that
 * are not profiles, e.g. github.com/features, x.com/settings) is left alone.
 */
interface Platform {
  /** The path prefix before the handle: "" (host/handle), "in/", "u/", "@"… */
  prefixes: readonly string[];
  reserved: readonly string[];
}

const COMMON_RESERVED = [
  'about', 'help', 'login', 'logout', 'signin', 'signup', 'join', 'register', 'settings', 'search', 'explore', 'privacy',
  'terms', 'tos', 'legal', 'jobs', 'careers', 'blog', 'docs', 'api', 'static', 'assets', 'security', 'contact', 'support',
  'home', 'pricing', 'features', 'download', 'downloads', 'share', 'notifications', 'messages', 'hashtag', 'i', 'intent',
];

const PLATFORMS: Record<string, Platform> = {
  'github.com': {
    prefixes: [''],
    reserved: ['topics', 'trending', 'marketplace', 'sponsors', 'orgs', 'organizations', 'enterprise', 'site', 'apps', 'pulls', 'issues', 'new', 'customer-stories', 'readme', 'team', 'codespaces', 'collections', 'events', 'github', 'solutions', 'resources', 'nonprofit', 'education', 'mobile', 'copilot', 'dashboard', 'password_reset', 'git-guides', 'premium-support', 'watching', 'stars'],
  },
  'gitlab.com': { prefixes: [''], reserved: ['users', 'dashboard', '-', 'projects', 'groups', 'admin', 'gitlab-org', 'gitlab-com'] },
  'bitbucket.org': { prefixes: [''], reserved: ['product', 'account', 'dashboard', 'site', 'repo', 'workspace'] },
  'twitter.com': { prefixes: [''], reserved: ['compose', 'account', 'tos', 'download', 'widgets', 'web'] },
  'x.com': { prefixes: [''], reserved: ['compose', 'account', 'tos', 'download', 'web'] },
  'instagram.com': { prefixes: [''], reserved: ['p', 'reel', 'reels', 'stories', 'accounts', 'direct', 'developer', 'tv', 'web'] },
  'facebook.com': {
    prefixes: [''],
    reserved: ['pages', 'groups', 'events', 'watch', 'marketplace', 'gaming', 'sharer', 'sharer.php', 'dialog', 'profile.php', 'photo', 'photo.php', 'photos', 'story.php', 'permalink.php', 'business', 'policies', 'ads', 'home.php', 'plugins', 'tr', 'l.php', 'people', 'public', 'media', 'video', 'videos', 'reel', 'stories', 'friends', 'fundraisers', 'hashtag'],
  },
  'fb.com': { prefixes: [''], reserved: [] },
  'linkedin.com': { prefixes: ['in/'], reserved: [] },
  'reddit.com': { prefixes: ['u/', 'user/'], reserved: [] },
  'medium.com': { prefixes: ['@'], reserved: [] },
  'tiktok.com': { prefixes: ['@'], reserved: [] },
  'youtube.com': { prefixes: ['@', 'c/', 'user/'], reserved: [] },
  'threads.net': { prefixes: ['@'], reserved: [] },
  'twitch.tv': { prefixes: [''], reserved: ['directory', 'videos', 'p', 'downloads', 'turbo', 'prime', 'subscriptions', 'inventory', 'wallet', 'drops'] },
  'pinterest.com': { prefixes: [''], reserved: ['pin', 'ideas', 'business', 'today', 'categories'] },
  't.me': { prefixes: [''], reserved: ['joinchat', 'addstickers', 'addemoji', 'proxy', 's', 'c', 'iv', 'setlanguage', 'boost'] },
  'keybase.io': { prefixes: [''], reserved: ['team', 'blog'] },
  'dev.to': { prefixes: [''], reserved: ['t', 'enter', 'top', 'latest', 'new', 'dashboard', 'readinglist', 'listings', 'videos', 'podcasts'] },
  'codepen.io': { prefixes: [''], reserved: ['pen', 'pens', 'collections', 'trending', 'challenges', 'spark', 'topics', 'your-work'] },
  'npmjs.com': { prefixes: ['~'], reserved: [] },
};

// Found from each "/" (one fast indexOf scan) with ".com", ".org"… before it; then the host is
// read backwards.
const TLDS = ['com', 'org', 'net', 'tv', 'me', 'io', 'to'];
const TLD_LAST_CODES = new Set(TLDS.map((t) => t.charCodeAt(t.length - 1)));
const PROFILE = new LiteralLed(
  new RegExp(String.raw`\.(?:${TLDS.join('|')})\/(?<prefix>in\/|u\/|user\/|c\/|@|~)?(?<value>[A-Za-z0-9_][A-Za-z0-9_.-]{0,99})`, 'd'),
  (text) => {
    const starts: number[] = [];
    for (let slash = text.indexOf('/'); slash !== -1; slash = text.indexOf('/', slash + 1)) {
      // A loop, not TLDS.find(): no closure per "/" (a log's paths hold millions). Most "/" follow no letter of a TLD.
      if (!TLD_LAST_CODES.has(text.charCodeAt(slash - 1))) continue;
      for (const t of TLDS) {
        if (text.charCodeAt(slash - t.length - 1) === 46 /* . */ && text.startsWith(t, slash - t.length)) {
          starts.push(slash - t.length - 1);
          break;
        }
      }
    }
    return starts;
  },
);
const HOST_BEFORE = /(?:^|[^\w.-])(?:https?:\/\/)?(?:www\.|m\.|mobile\.|[a-z]{2}\.)?(?<host>[a-z]+)$/i;

function* findProfileHandles(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const m of PROFILE.matches(text, ctx?.scan)) {
    const hostName = HOST_BEFORE.exec(text.slice(Math.max(0, m.index - 40), m.index))?.groups?.host;
    if (!hostName) continue;
    const host = `${hostName.toLowerCase()}${m[0].slice(0, m[0].indexOf('/'))}`;
    const platform = PLATFORMS[host];
    const prefix = m.groups?.prefix ?? '';
    const span = m.indices?.groups?.value;
    if (!platform || !span || !platform.prefixes.includes(prefix)) continue;
    let [start, end] = span;
    while (end > start && /[.-]/.test(text[end - 1]!)) end--; // sentence punctuation
    const handle = text.slice(start, end);
    const lower = handle.toLowerCase();
    if (prefix === '' && (COMMON_RESERVED.includes(lower) || platform.reserved.includes(lower))) continue;
    if (!isPersonalUsername(handle)) continue;
    yield { start, end, score: 0.85 };
  }
}

export default defineDetector({
  id: 'username-profile-url',
  entity: 'USERNAME',
  find: findProfileHandles,
  examples: {
    positive: [
      // Fictitious profiles.
      { text: 'code at https://github.com/jdoe-dev/dotfiles', match: 'jdoe-dev' },
      { text: 'twitter.com/maria_lopez and x.com/maria_lopez2', match: ['maria_lopez', 'maria_lopez2'] },
      { text: 'https://www.linkedin.com/in/jane-doe-4a2b19/', match: 'jane-doe-4a2b19' },
      { text: 'https://www.instagram.com/k.tanaka.photo/', match: 'k.tanaka.photo' },
      { text: 'https://www.reddit.com/u/throwaway_8812', match: 'throwaway_8812' },
      { text: 'https://www.youtube.com/@CookingWithAmara', match: 'CookingWithAmara' },
      { text: 'https://www.tiktok.com/@dance.lena', match: 'dance.lena' },
      { text: 'https://gitlab.com/pkumar', match: 'pkumar' },
      { text: 'https://www.facebook.com/olena.shevchenko.12', match: 'olena.shevchenko.12' },
      { text: 'Find me on medium.com/@dsantos.', match: 'dsantos' },
    ],
    negative: [
      'https://github.com/features/actions',
      'https://github.com/about',
      'https://x.com/settings',
      'https://www.facebook.com/groups/12345',
      'https://www.instagram.com/p/Cx1AbC2/',
      'https://www.linkedin.com/company/example-corp',
      'https://example.com/jdoe',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://notgithub.com/jdoe',
    ],
  },
});
