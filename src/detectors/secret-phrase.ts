import { defineDetector } from '../engine/detector.js';
import { CREDENTIAL_WORDS, findSecretPhrases } from './secrets/phrase.js';

/**
 * Credentials in sentences ("the password is …", "set the API key to …"): the value after a
 * credential word and a verb or separator (secrets/phrase.ts). `name = value` in code and
 * config is secret-assignment's; both report the value only, as API_KEY.
 */
export default defineDetector({
  id: 'secret-phrase',
  entity: 'API_KEY',
  keywords: CREDENTIAL_WORDS,
  find: (text, ctx) => findSecretPhrases(text, ctx.keywordHits ?? [], 0.8),
  examples: {
    // Fictitious values, written for this catalog.
    positive: [
      { text: 'The password is Tr0ub4dor&3x.', match: 'Tr0ub4dor&3x' },
      { text: 'Please set the API key to 8f4b2c9e1d7a3f6b5c0e9d8a7b6c5d4e before Friday.', match: '8f4b2c9e1d7a3f6b5c0e9d8a7b6c5d4e' },
      { text: 'the client secret for the staging app is Zx8Kp2Lm9Qw4Rt7Y', match: 'Zx8Kp2Lm9Qw4Rt7Y' },
      { text: 'Our access token was "q8Zt2LmV9xPw4RkN7c" until today', match: 'q8Zt2LmV9xPw4RkN7c' },
      { text: 'Passphrase: c0rrect-h0rse-b4ttery', match: 'c0rrect-h0rse-b4ttery' },
      { text: 'btw my acct pw is Sunflower!2023 if u need to log in', match: 'Sunflower!2023' }, // chat shorthand (the reader's support chat)
      { text: 'Wi-Fi: network "Hendersons_5G", password sunflower2019', match: 'sunflower2019' }, // no verb (the lead's session-25 probes)
    ],
    negative: [
      'The password is changeme.',
      'The token is valid for 24 hours.',
      'Set the API key to <your-key>.',
      'the secret is ${SECRET_KEY}',
      'The password is at least 8 characters long.',
      'Your access token is stored in the keychain.',
      'The api key is EXAMPLEKEY1234567890',
      'The token is v2.',
      'the pw is wrong', // no value
      'sudo: PWD=/home/ops ; USER=root',
      'A password reset link was sent; passwords sha256-hashed since v2.1.0; password INC0012345 closed',
    ],
  },
});
