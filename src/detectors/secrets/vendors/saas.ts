import { decodeBase64 } from '../checksums.js';
import type { SecretRule } from '../rule.js';

/**
 * Messaging, payments and business SaaS. Prefixes, lengths and alphabets are the vendors'
 * documented formats (gitleaks' rule catalogue collects the same facts). Example keys are
 * fictitious: generated for this catalog in the right format and never issued by anyone,
 * except where a vendor publishes a sample (cited).
 */
export const SAAS_RULES = (): readonly SecretRule[] => [
  {
    // Slack tokens: xoxb- bot, xoxp- user, xoxa-/xoxr- app and refresh, xoxs-/xoxo- legacy,
    // xoxe- configuration; dash-separated numeric ids and a secret (api.slack.com/authentication/token-types).
    id: 'slack-token',
    keywords: ['xoxb-', 'xoxp-', 'xoxa-', 'xoxr-', 'xoxs-', 'xoxo-', 'xoxe-', 'xoxe.'],
    pattern: /(?<![\w-])(?:xoxe\.)?xox[abeoprs]-(?:\d-)?[0-9A-Za-z]{6,}(?:-[0-9A-Za-z]{6,}){1,4}(?![\w-])/,
    // Slack's tokens carry the numeric team and user ids; "xoxb-abcdef-abcdef" is a sample.
    validate: (v) => /\d/.test(v),
    examples: {
      positive: ['xoxb-862127444625-3632993253401-Z4m64LnblHwJ799gICefJghc', 'xoxp-242820974704-578588373838-8165296770893-03065c79ba29480263c5b6ee99c0cbb1', { text: 'SLACK_BOT_TOKEN="xoxb-862127444625-3632993253401-Z4m64LnblHwJ799gICefJghc"', match: 'xoxb-862127444625-3632993253401-Z4m64LnblHwJ799gICefJghc' }],
      negative: ['xoxb-your-token', 'xoxb-xxxxxxxxxx-xxxxxxxxxxxx'],
    },
  },
  {
    // Slack app-level tokens: xapp-<version>-<app id>-<number>-<hex secret>.
    id: 'slack-app-token',
    keywords: ['xapp-'],
    pattern: /(?<![\w-])xapp-\d-[A-Z0-9]{9,12}-\d{10,14}-[0-9a-f]{32,64}(?![\w-])/,
    examples: { positive: ['xapp-1-ALQIAV6GMN4-0024615662353-4ddacfe86fa5a428f26a26c67cc2947b1bf74c868fa659610a7a69d2f6af3554'], negative: ['xapp-1-ABC'] },
  },
  {
    // Slack incoming webhooks: hooks.slack.com/services/T…/B…/<24-character secret>
    // (api.slack.com/messaging/webhooks); the whole URL is the credential.
    id: 'slack-webhook',
    keywords: ['hooks.slack.com'],
    pattern: /(?:https?:\/\/)?hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_-]{8,12}\/[A-Za-z0-9_-]{8,12}\/[A-Za-z0-9_-]{16,64}(?![\w/-])/,
    examples: {
      positive: ['https://hooks.slack.com/services/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', { text: 'webhook_url: "https://hooks.slack.com/services/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"', match: 'https://hooks.slack.com/services/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' }],
      negative: ['https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX'],
    },
  },
  {
    // Stripe keys: sk_/rk_/pk_ + live_/test_ (secret, restricted, publishable) and whsec_ webhook
    // signing secrets (docs.stripe.com/keys). sk_test_4eC39HqLyjWDarjtT1zdp7dc is the sample
    // test key Stripe's API reference publishes.
    id: 'stripe-key',
    keywords: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_', 'pk_live_', 'pk_test_', 'whsec_'],
    pattern: /(?<![\w-])(?:[spr]k_(?:live|test)_[A-Za-z0-9]{10,247}|whsec_[A-Za-z0-9]{32,64})(?![\w-])/,
    examples: {
      positive: [
        'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
        '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',
        'rk_live_vZvZevooJZmyWTylUr7cjSks',
        'pk_live_KvAb1L1uVcAvXAHRIbYukBBq',
        'whsec_64grZreUvzTcIB5YzqyInot7OIDiLiIM',
        { text: "Stripe.api_key = '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'", match: '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' },
        { text: 'curl https://api.stripe.com/v1/charges -u rk_live_vZvZevooJZmyWTylUr7cjSks:', match: 'rk_live_vZvZevooJZmyWTylUr7cjSks' },
      ],
      negative: ['sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'sk_live_...', 'pk_test_'],
    },
  },
  {
    // Twilio Account SIDs (AC + 32 hex) and API key SIDs (SK + 32 hex) are only told apart
    // from other hex by the vendor's name just before (twilio.com/docs/glossary/what-is-a-sid).
    id: 'twilio-sid',
    keywords: [],
    minLength: 34,
    pattern: /(?<![\w-])(?:AC|SK)[0-9a-f]{32}(?![\w-])/,
    near: /twilio/i,
    examples: {
      positive: [
        { text: 'TWILIO_ACCOUNT_SID=ACcc2f2a5b733596112add1fa6d004ef39', match: 'ACcc2f2a5b733596112add1fa6d004ef39' },
        { text: 'twilio api key: SKa55427f915e0a71040b4a437fe3eb368', match: 'SKa55427f915e0a71040b4a437fe3eb368' },
      ],
      negative: ['ACcc2f2a5b733596112add1fa6d004ef39'],
    },
  },
  {
    // Twilio auth tokens: 32 hex assigned to a twilio…auth… name.
    id: 'twilio-auth-token',
    keywords: [],
    minLength: 32,
    pattern: /(?<![\w-])[0-9a-f]{32}(?![\w-])/,
    near: /twilio[\w.-]{0,20}auth[\w.-]{0,10}["']?\s{0,3}(?:=>|:=|[:=])\s{0,3}["']?$/i,
    examples: { positive: [{ text: 'TWILIO_AUTH_TOKEN=ba1a5f3e28c31c9478d014aa15fa89a2', match: 'ba1a5f3e28c31c9478d014aa15fa89a2' }], negative: ['ba1a5f3e28c31c9478d014aa15fa89a2'] },
  },
  {
    // SendGrid API keys: SG. + 22 + "." + 43 base64url (docs.sendgrid.com, API keys).
    id: 'sendgrid-api-key',
    keywords: ['sg.'],
    pattern: /(?<![\w.-])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![\w-])/,
    examples: { positive: ['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', { text: "sendgrid.setApiKey('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');", match: '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' }], negative: ['SG.example'] },
  },
  {
    // Mailgun private API keys (key- + 32 hex) and newer 32-8-8 hex keys: only near "mailgun".
    id: 'mailgun-api-key',
    keywords: [],
    minLength: 36,
    pattern: /(?<![\w-])(?:(?:pub)?key-[0-9a-f]{32}|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8})(?![\w-])/,
    near: /mailgun/i,
    examples: { positive: [{ text: 'MAILGUN_API_KEY=key-93f517544b87e5cd13a875a8864e769d', match: 'key-93f517544b87e5cd13a875a8864e769d' }], negative: ['key-93f517544b87e5cd13a875a8864e769d'] },
  },
  {
    // Mailchimp API keys: 32 hex + "-us" + the data-centre number
    // (mailchimp.com/developer/marketing/guides/quick-start).
    id: 'mailchimp-api-key',
    keywords: ['-us'],
    pattern: /(?<![\w-])[0-9a-f]{32}-us\d{1,2}(?![\w-])/,
    examples: { positive: ['fc6635f4e467cf6e0e30e84c0e0b1bc4-us12'], negative: ['00000000000000000000000000000000-us12'] },
  },
  {
    // Shopify: shpat_ admin API access tokens, shpss_ shared secrets, shpca_ custom app tokens,
    // shppa_ private app passwords; 32 hex (shopify.dev, "About authentication").
    id: 'shopify-token',
    keywords: ['shpat_', 'shpss_', 'shpca_', 'shppa_'],
    pattern: /(?<![\w-])shp(?:at|ss|ca|pa)_[0-9a-fA-F]{32}(?![\w-])/,
    examples: { positive: ['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', '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', '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', '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'], negative: ['shpat_<token>'] },
  },
  {
    // Square: sq0atp- access tokens (22), sq0csp- application secrets (43), EAAA production
    // access tokens (60) (developer.squareup.com, "Access tokens").
    id: 'square-token',
    keywords: ['sq0atp-', 'sq0csp-', 'eaaa'],
    pattern: /(?<![\w-])(?:sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43}|EAAA[A-Za-z0-9_-]{60})(?![\w-])/,
    examples: { positive: ['sq0atp-so0pVQ83RNJe1MDFzG3p8s', 'sq0csp-p69gvloYUjucYPhWej0Sp534ZKdLOk3xEn3GPVPzkuz', 'EAAAFzqqkUveP1-vXwKuHsmpDk3L-t_Y3uIrBGPQKlBbjuWd6SuI02sjfwlLfYV-'], negative: ['sq0atp-short'] },
  },
  {
    // PayPal Braintree access tokens: access_token$production$<16>$<32 hex> (developer.paypal.com).
    id: 'braintree-token',
    keywords: ['access_token$'],
    pattern: /(?<![\w-])access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}(?![\w-])/,
    examples: { positive: ['access_token$production$9wbtbe0d1llf40c8$85c8e32541412857582daa5eac53e77b'], negative: ['access_token$production$'] },
  },
  {
    // Discord webhooks: discord.com/api/webhooks/<snowflake id>/<68-character token>.
    id: 'discord-webhook',
    keywords: ['discord.com/api/webhooks', 'discordapp.com/api/webhooks'],
    pattern: /https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,68}(?![\w-])/,
    examples: { positive: ['https://discord.com/api/webhooks/1857687505684708991/pycIhgcTf2H57InC9nHalF3iN89Ny3wuqZdaRYaOcRUnDpbDcyGjKNsQBzVS6-YDncDw'], negative: ['https://discord.com/api/webhooks/123/abc'] },
  },
  {
    // Discord bot tokens: base64(user id) "." base64(timestamp) "." HMAC; the first part must
    // decode to the bot's numeric snowflake id (discord.com/developers/docs/reference#authentication).
    id: 'discord-bot-token',
    keywords: [],
    minLength: 59,
    pattern: /(?<![\w.-])[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}(?![\w.-])/,
    validate: (v) => /^\d{17,20}$/.test(decodeBase64(v.slice(0, v.indexOf('.'))) ?? ''),
    examples: {
      positive: ['MTA0OTczNTI2ODUzMTcyMDIwMw.r3bfUY.QVn4GlmAHrBJf0-0qGN9Cy1u4DOLgd8BtdALBs', { text: "client.run('MTA0OTczNTI2ODUzMTcyMDIwMw.r3bfUY.QVn4GlmAHrBJf0-0qGN9Cy1u4DOLgd8BtdALBs')", match: 'MTA0OTczNTI2ODUzMTcyMDIwMw.r3bfUY.QVn4GlmAHrBJf0-0qGN9Cy1u4DOLgd8BtdALBs' }],
      negative: ['MHRdllDevL2dlitpHEINbHat4i.VhjaZN._pFFK4MWAkPfGUBc-2gLz_oXRj_A39eN3y8CNy'],
    },
  },
  {
    // Telegram bot tokens: <bot id>:<35 characters beginning "AA"> (core.telegram.org/bots/api).
    id: 'telegram-bot-token',
    keywords: [':aa'],
    pattern: /(?:(?<=\/bot)|(?<![\w:-]))\d{8,10}:AA[A-Za-z0-9_-]{33}(?![\w-])/,
    examples: {
      positive: ['7904486404:AAix0BjgcyRrW52OiEdjq6tJiICJjzWV99B', { text: 'curl https://api.telegram.org/bot7904486404:AAix0BjgcyRrW52OiEdjq6tJiICJjzWV99B/getMe', match: '7904486404:AAix0BjgcyRrW52OiEdjq6tJiICJjzWV99B' }],
      negative: ['12345678:AA'],
    },
  },
  {
    // Brevo (Sendinblue) API keys: xkeysib- + 64 hex + "-" + 16.
    id: 'brevo-api-key',
    keywords: ['xkeysib-'],
    pattern: /(?<![\w-])xkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}(?![\w-])/,
    examples: { positive: ['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'], negative: ['xkeysib-'] },
  },
  {
    // Mapbox secret tokens: sk. + base64url JSON beginning {"u": + "." + 22
    // (docs.mapbox.com/accounts/guides/tokens).
    id: 'mapbox-secret-token',
    keywords: ['sk.eyj1ijoi'],
    pattern: /(?<![\w.-])sk\.eyJ1Ijoi[A-Za-z0-9_-]{20,300}\.[A-Za-z0-9_-]{22}(?![\w-])/,
    examples: { positive: ['sk.eyJ1IjoiIybGlmi1BNRxvDbLrk7L6ldR1xftW0IRRn17LwEFG1ALFLb2BW.YSX1yWrIejqLABux00Ausu'], negative: ['sk.eyJ1Ijoi'] },
  },
  {
    // Shipping APIs: EasyPost EZAK + 54, Shippo shippo_live_/shippo_test_ + 40 hex.
    id: 'shipping-api-key',
    keywords: ['ezak', 'shippo_'],
    pattern: /(?<![\w-])(?:EZAK[A-Za-z0-9]{54}|shippo_(?:live|test)_[0-9a-f]{40})(?![\w-])/,
    examples: { positive: ['EZAKhcWhsxl6NwSrfGx9efp1EtwpEdiMryjByAq6DoXEpHY6BTNkz3Wezh', 'shippo_live_b51228c45f3b63cb3e17bed62156f5a7132727d9'], negative: ['shippo_live_'] },
  },
];
