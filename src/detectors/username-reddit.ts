import { defineDetector } from '../engine/detector.js';

/**
 * A Reddit user as Reddit itself writes one in posts, comments and their copies ("posted by
 * u/throwaway_tenant_mcr", "> **u/HousingHelpMod** · 12h"): `u/` and the user name, 3 to 20
 * letters, digits, `_` or `-` (Reddit's sign-up rules). The profile URL
 * (reddit.com/u/…) is username-profile-url's; a subreddit (`r/…`) names no one and stays, and
 * so does `u/` inside a path ("/api/u/v2") or after a number (a dose's "10 u/day").
 */
export default defineDetector({
  id: 'username-reddit',
  entity: 'USERNAME',
  patterns: () => [/(?<![\p{L}\p{N}_/.:-]|\d[ \t]?)u\/(?<value>[A-Za-z0-9_-]{3,20})(?![\p{L}\p{N}_/-])/gu],
  keywords: ['u/'],
  keywordsInWords: true,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious users, as a copied Reddit thread shows them.
      { text: 'posted by u/throwaway_tenant_mcr · 14h', match: 'throwaway_tenant_mcr' },
      { text: '> **u/HousingHelpMod** · 12h', match: 'HousingHelpMod' },
    ],
    negative: ['see r/LegalAdviceUK for more', 'at 3 u/l per dose', 'insulin 10 u/day, then 12 u/week', 'menu/settings'],
  },
});
