import { hasGithubChecksum } from '../checksums.js';
import type { SecretRule } from '../rule.js';

/**
 * Source hosting, package registries and developer tools. Prefixes, lengths and alphabets are
 * the vendors' documented formats (gitleaks' rule catalogue, gitleaks/gitleaks
 * cmd/generate/config/rules, collects the same facts). Example tokens are fictitious: generated
 * for this catalog in the right format and never issued by anyone.
 */
export const CODE_RULES = (): readonly SecretRule[] => [
  {
    // ghp_ personal, gho_ OAuth, ghu_ user-to-server, ghs_ server-to-server, ghr_ refresh:
    // 36 base62 characters, the last 6 a CRC-32 checksum ("Behind GitHub's new authentication
    // token formats", github.blog 2021-04-05). A valid checksum scores 1; a bad one is kept at
    // 0.9 (a mistyped or truncated token is still a leaked token). GitHub said tokens may grow
    // "up to 255 characters" (github.blog changelog 2021-03-31): a longer tail is taken whole,
    // so that no part of it is left after the redaction of the first 40 characters.
    id: 'github-token',
    keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
    pattern: /(?<![\w-])gh[pousr]_[A-Za-z0-9]{36,251}(?![\w-])/,
    validate: (v) => (hasGithubChecksum(v) ? 1 : 0.9),
    examples: {
      positive: [
        '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',
        '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',
        'ghu_1bhzE9RRCHHB9o6UvMouNZqBRgyJ5S4HPWOX',
        'ghs_4GAtuNctgKr8EjRzMOkVTpsc9DiNxQ1RFBvc',
        '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',
        { text: 'export GITHUB_TOKEN=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', match: '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' },
        { text: 'curl -H "Authorization: token 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" https://api.github.com/user', match: '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' },
        { text: 'export GITHUB_TOKEN=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Q7rT2x', match: '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Q7rT2x' },
      ],
      negative: ['ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'ghp_1234', 'see ghp_ tokens in the docs'],
    },
  },
  {
    // Fine-grained personal access tokens: github_pat_ + 22 + "_" + 59 (82 word characters).
    id: 'github-fine-grained-pat',
    keywords: ['github_pat_'],
    pattern: /(?<![\w-])github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![\w-])/,
    examples: { positive: ['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'], negative: ['github_pat_<your-token>'] },
  },
  {
    // GitLab token prefixes (docs.gitlab.com "Token overview": glpat- personal, gldt- deploy,
    // glrt- runner, glft- feed, glsoat- SCIM, glffct- feature flags, glimt- incoming mail,
    // glagent- agent, gloas- OAuth secret, glcbt- CI job); 20+ characters, newer "routable"
    // tokens end in a dot and a 9-character suffix.
    id: 'gitlab-token',
    keywords: ['glpat-', 'gldt-', 'glrt-', 'glft-', 'glsoat-', 'glffct-', 'glimt-', 'glagent-', 'gloas-', 'glcbt-'],
    pattern: /(?<![\w-])(?:glpat|gldt|glrt|glft|glsoat|glffct|glimt|glagent|gloas|glcbt)-[A-Za-z0-9_-]{20,300}(?:\.[0-9a-z]{9})?(?![\w-])/,
    examples: {
      positive: ['glpat-ze0km7pk5xoFO-0Ar4ND', 'gldt-Olw4iC5rBED0mCM1h9Ze', 'glrt-AqAy1i7gvJsXbgtScnJg', { text: 'gitlab_token: "glpat-ze0km7pk5xoFO-0Ar4ND"', match: 'glpat-ze0km7pk5xoFO-0Ar4ND' }],
      negative: ['glpat-xxxxxxxxxxxxxxxxxxxx', 'glpat-XXXXXXXX'],
    },
  },
  {
    // GitLab pipeline trigger tokens: glptt- + 40 hex; runner registration tokens: GR1348941 + 20.
    id: 'gitlab-trigger-token',
    keywords: ['glptt-', 'gr1348941'],
    pattern: /(?<![\w-])(?:glptt-[0-9a-f]{40}|GR1348941[A-Za-z0-9_-]{20})(?![\w-])/,
    examples: { positive: ['glptt-b5b68b22b394c721a4400ac4c0096d506e352580'], negative: ['glptt-0000'] },
  },
  {
    // npm granular and automation tokens: npm_ + 36 base62, same checksum layout as GitHub's
    // (GitHub changelog 2021-09-23, "npm has a new access token format").
    id: 'npm-token',
    keywords: ['npm_'],
    pattern: /(?<![\w-])npm_[A-Za-z0-9]{36}(?![\w-])/,
    validate: (v) => (hasGithubChecksum(v) ? 1 : 0.9),
    examples: {
      positive: ['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', { text: '//registry.npmjs.org/:_authToken=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', match: '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' }],
      negative: ['npm_config_cache=/tmp/npm'],
    },
  },
  {
    // PyPI API tokens are macaroons: "pypi-" + base64url of a binary that always begins with the
    // location "pypi.org", hence the fixed "AgEIcHlwaS5vcmc" (pypi.org/help/#apitoken).
    id: 'pypi-token',
    keywords: ['pypi-ageichlwas5vcmc'],
    pattern: /(?<![\w-])pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,1000}(?![\w-])/,
    examples: {
      positive: ['pypi-AgEIcHlwaS5vcmcNoynMIa1ybfKd7cV_vNY9BSe6AsyWlAANYcRzNRNbaegdKI2ZG9RVzZqBMG1sMizce9TKuWMFGs7KuLGhQ6F-IkYZKjWcOTfiuU9D7pLH9q5BR0Kc7yRdXM1bKFy7FKudV2-dRlaO3f2g6dy4iEkwl', { text: '[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmcNoynMIa1ybfKd7cV_vNY9BSe6AsyWlAANYcRzNRNbaegdKI2ZG9RVzZqBMG1sMizce9TKuWMFGs7KuLGhQ6F-IkYZKjWcOTfiuU9D7pLH9q5BR0Kc7yRdXM1bKFy7FKudV2-dRlaO3f2g6dy4iEkwl\n', match: 'pypi-AgEIcHlwaS5vcmcNoynMIa1ybfKd7cV_vNY9BSe6AsyWlAANYcRzNRNbaegdKI2ZG9RVzZqBMG1sMizce9TKuWMFGs7KuLGhQ6F-IkYZKjWcOTfiuU9D7pLH9q5BR0Kc7yRdXM1bKFy7FKudV2-dRlaO3f2g6dy4iEkwl' }],
      negative: ['pypi-AgEIcHlwaS5vcmc'],
    },
  },
  {
    // RubyGems API keys: rubygems_ + 48 hex (guides.rubygems.org, "API key scopes").
    id: 'rubygems-token',
    keywords: ['rubygems_'],
    pattern: /(?<![\w-])rubygems_[0-9a-f]{48}(?![\w-])/,
    examples: { positive: ['rubygems_9e4a8e027bfd8b0f329909e601004b4d01bf24ccb0f4433d'], negative: ['rubygems_api_key'] },
  },
  {
    // Docker Hub personal access tokens: dckr_pat_ + 27 base64url (docs.docker.com, access tokens).
    id: 'docker-hub-pat',
    keywords: ['dckr_pat_'],
    pattern: /(?<![\w-])dckr_pat_[A-Za-z0-9_-]{27}(?![\w-])/,
    examples: { positive: ['dckr_pat_vz2UXXJcaZTdFZBpLee_dLcauch'], negative: ['dckr_pat_'] },
  },
  {
    // Postman API keys: PMAK- + 24 hex + "-" + 34 hex (learning.postman.com, "Postman API keys").
    id: 'postman-api-key',
    keywords: ['pmak-'],
    pattern: /(?<![\w-])PMAK-[0-9a-f]{24}-[0-9a-f]{34}(?![\w-])/,
    examples: { positive: ['PMAK-f752e941dfc678d3e640f7bf-ec34c4d7c9d48031ac7d57f3146338161f'], negative: ['PMAK-0123'] },
  },
  {
    // Atlassian (Jira, Confluence) API tokens: ATATT3 + 186 base64url characters.
    id: 'atlassian-api-token',
    keywords: ['atatt3'],
    pattern: /(?<![\w-])ATATT3[A-Za-z0-9_=-]{186}(?![\w=-])/,
    examples: { positive: ['ATATT3xFfGF06OCqIr05tI4KD3ZEuTSX9ZIx8IobqVbQhqF8Zvj74kDtmQuWqxPuG49Zz0Umc0yQEnqpC7vLcJ_Jf3i8DYfmG9OhoahMHS6ch2hQfa5lRsJ48KOHPJkGXEgOmRTCtr_-5DWlfUcEP5rGIWqsyiB6u0Y3OlqnGtiDXQC2Dw-Beaz=BE076173'], negative: ['ATATT3-short'] },
  },
  {
    // Linear personal API keys: lin_api_ + 40 alphanumerics (developers.linear.app).
    id: 'linear-api-key',
    keywords: ['lin_api_'],
    pattern: /(?<![\w-])lin_api_[A-Za-z0-9]{40}(?![\w-])/,
    examples: { positive: ['lin_api_lbNHsz8gB360sWCBD2Kjbu7OgT9bKJqz6ikSZwnq'], negative: ['lin_api_key'] },
  },
  {
    // Notion integration tokens: legacy secret_ + 43 alphanumerics, current ntn_ + 11 digits +
    // 35 alphanumerics (developers.notion.com, authorization).
    id: 'notion-token',
    keywords: ['secret_', 'ntn_'],
    pattern: /(?<![\w-])(?:secret_[A-Za-z0-9]{43}|ntn_[0-9]{11}[A-Za-z0-9]{35})(?![\w-])/,
    examples: { positive: ['secret_CajL5NRkIuMg4kOFqqOPQqBc6wNupURa0etnh9AztgB', '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'], negative: ['secret_key_base', 'secret_' + 'x'.repeat(43)] },
  },
  {
    // Airtable personal access tokens: pat + 14 alphanumerics + "." + 64 hex (airtable.com
    // developers, "Personal access tokens").
    id: 'airtable-pat',
    keywords: ['pat'],
    pattern: /(?<![\w-])pat[A-Za-z0-9]{14}\.[0-9a-f]{64}(?![\w-])/,
    examples: { positive: ['pat2gokKuGxwQcVuQ.d4cf422ecc341570197fc4f04af7d15dd5fef58ad733bde46a0a49d3d3155354'], negative: ['pattern.match(x)'] },
  },
  {
    // Figma personal access tokens start with figd_ (figma.com/developers/api#access-tokens).
    id: 'figma-pat',
    keywords: ['figd_'],
    pattern: /(?<![\w-])figd_[A-Za-z0-9_-]{38,48}(?![\w-])/,
    examples: { positive: ['figd_yjt_RylnEnTdSuJwp09RD3-nydvPk6h7D42mZSM2'], negative: ['figd_token'] },
  },
  {
    // Sentry user auth tokens: sntryu_ + 64 hex; organization tokens: sntrys_ + base64 JSON
    // ({"iat": …) + "_" + 43 (docs.sentry.io, "Auth Tokens").
    id: 'sentry-token',
    keywords: ['sntryu_', 'sntrys_'],
    pattern: /(?<![\w-])(?:sntryu_[0-9a-f]{64}|sntrys_eyJpYXQiO[A-Za-z0-9+/=]{20,400}_[A-Za-z0-9+/]{43})(?![\w+/-])/,
    examples: { positive: ['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'], negative: ['sntryu_0000'] },
  },
  {
    // Sourcegraph access tokens: sgp_ + 16 hex instance id + "_" + 40 hex (sourcegraph.com docs).
    id: 'sourcegraph-token',
    keywords: ['sgp_'],
    pattern: /(?<![\w-])sgp_(?:[0-9a-f]{16}_|local_)?[0-9a-f]{40}(?![\w-])/,
    examples: { positive: ['sgp_74a39c71bec7e30e_098cb63e9c6b08137c018d6c84a0bf94ffe063f4'], negative: ['sgp_token'] },
  },
  {
    // ReadMe API keys: rdme_ + 70 lower-case alphanumerics.
    id: 'readme-api-key',
    keywords: ['rdme_'],
    pattern: /(?<![\w-])rdme_[a-z0-9]{70}(?![\w-])/,
    examples: { positive: ['rdme_1gxa38fldurnhblyzvgg3eiypnglvyj8827uemu42d0s9ajfvv7c4x3u9kn6l0ay6d5zng'], negative: ['rdme_key'] },
  },
  {
    // Prefect Cloud API keys: pnu_ + 36 alphanumerics.
    id: 'prefect-api-key',
    keywords: ['pnu_'],
    pattern: /(?<![\w-])pnu_[A-Za-z0-9]{36}(?![\w-])/,
    examples: { positive: ['pnu_OS2fPnvTn2K56GbuO2gJWnOr2ho32NAiyHRV'], negative: ['pnu_key'] },
  },
];
