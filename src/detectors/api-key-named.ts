import { defineDetector } from '../engine/detector.js';
import { GITLEAKS_RULES } from './secrets/catalog.js';
import { GITLEAKS_NAMED_KEYWORDS } from './secrets/gitleaks/keywords.js';
import { compileNamed, findNamedSecrets, keywordPlaces } from './secrets/named.js';

/**
 * Vendor secrets found by the vendor's name before them (`ASANA_TOKEN=…`, "the asana
 * credential is …") or near them: gitleaks' named and window rules (secrets/named.ts). The
 * names are this detector's keywords, so the engine's one keyword pass says where to look.
 */
const SET = compileNamed(GITLEAKS_RULES, GITLEAKS_NAMED_KEYWORDS);

export default defineDetector({
  id: 'api-key-named',
  entity: 'API_KEY',
  // At the start of a word only ("ASANA_TOKEN", "asanaToken", "the asana key"): inside words
  // the ~200 names would send the keyword pass into its trie all over prose (an engine 10%
  // slower on bench/run.mjs's corpus), for names glued after a lower-case prefix ("myAsanaKey").
  keywords: SET.keywords,
  // A window rule's whole shape (`https://user:pass@gems.contribsys.com`) outranks the URL
  // password secret-assignment finds inside it (0.95).
  find: (text, ctx) => findNamedSecrets(text, SET, ctx.keywordHits ?? keywordPlaces(text, SET), 0.9, 0.96),
  examples: {
    // Fictitious values in the shapes of gitleaks' asana-client-secret, heroku-api-key and
    // telegram-bot-api-token rules.
    positive: [
      { text: 'set the asana credential to 7fq2m9xkw0pl3zr8dn5vt1hc6ya4bj0e', match: '7fq2m9xkw0pl3zr8dn5vt1hc6ya4bj0e' },
      { text: 'ASANA_TOKEN=7fq2m9xkw0pl3zr8dn5vt1hc6ya4bj0e', match: '7fq2m9xkw0pl3zr8dn5vt1hc6ya4bj0e' },
      { text: 'heroku:\n  api_key: "4b1e9d2a-7c3f-4e8b-9a6d-2f5c8e1b7a30"', match: '4b1e9d2a-7c3f-4e8b-9a6d-2f5c8e1b7a30' },
      { text: 'Our telegram bot token is 5829364170:AAHk2mQ9xZ8vL1pR7tY3wN6bC4dF0gJ5sE2', match: '5829364170:AAHk2mQ9xZ8vL1pR7tY3wN6bC4dF0gJ5sE2' },
    ],
    negative: [
      'asana_token = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"',
      'The asana configuration lives in the wiki.',
      'asana_project_id = 1234',
      'see the heroku docs: https://devcenter.heroku.com/articles/authentication',
    ],
  },
});
