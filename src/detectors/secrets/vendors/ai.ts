import type { SecretRule } from '../rule.js';

/**
 * AI and model-hosting APIs. Prefixes, lengths and alphabets are the vendors' documented
 * formats (gitleaks' rule catalogue collects the same facts). Example keys are fictitious:
 * generated for this catalog in the right format and never issued by anyone.
 */
export const AI_RULES = (): readonly SecretRule[] => [
  {
    // OpenAI keys: project, service-account and admin keys (sk-proj-, sk-svcacct-, sk-admin-)
    // and legacy user keys, which embed "T3BlbkFJ" (base64 of "OpenAI") between two halves.
    id: 'openai-api-key',
    keywords: ['sk-proj-', 'sk-svcacct-', 'sk-admin-', 'sk-none-', 't3blbkfj'],
    pattern: /(?<![\w-])sk-(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{40,250}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})(?![\w-])/,
    examples: {
      positive: [
        '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',
        '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',
        { text: 'OPENAI_API_KEY=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', match: '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' },
        { text: 'client = OpenAI(api_key="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")', match: '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' },
      ],
      negative: ['sk-proj-...', 'sk-proj-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
    },
  },
  {
    // Anthropic API and admin keys: sk-ant-api03- / sk-ant-admin01- + 93 base64url + "AA".
    id: 'anthropic-api-key',
    keywords: ['sk-ant-'],
    pattern: /(?<![\w-])sk-ant-(?:api03|admin01)-[A-Za-z0-9_-]{93}AA(?![\w-])/,
    examples: {
      positive: ['sk-ant-api03-YvOiQpSM2C_a-GaH5P8QjSqDBFktW8x4Ehbo5PSj5TMHQqr0QNXN5Cklqdiij9xSnHtaRaNUlGP095AqQnEmoicVpZJvlAA', { text: 'x-api-key: sk-ant-api03-YvOiQpSM2C_a-GaH5P8QjSqDBFktW8x4Ehbo5PSj5TMHQqr0QNXN5Cklqdiij9xSnHtaRaNUlGP095AqQnEmoicVpZJvlAA', match: 'sk-ant-api03-YvOiQpSM2C_a-GaH5P8QjSqDBFktW8x4Ehbo5PSj5TMHQqr0QNXN5Cklqdiij9xSnHtaRaNUlGP095AqQnEmoicVpZJvlAA' }],
      negative: ['sk-ant-api03-...'],
    },
  },
  {
    // Hugging Face user access tokens: hf_ + 34 letters; organization tokens: api_org_ + 34
    // (huggingface.co/docs/hub/security-tokens).
    id: 'huggingface-token',
    keywords: ['hf_', 'api_org_'],
    pattern: /(?<![\w-])(?:hf|api_org)_[A-Za-z]{34}(?![\w-])/,
    examples: {
      positive: ['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', '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', { text: 'huggingface-cli login --token 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', match: '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' }],
      negative: ['hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'hf_hub_download'],
    },
  },
  {
    // Groq gsk_ + 52, Perplexity pplx- + 48, Replicate r8_ + 37, xAI xai- + 80.
    id: 'ai-platform-key',
    keywords: ['gsk_', 'pplx-', 'r8_', 'xai-'],
    pattern: /(?<![\w-])(?:gsk_[A-Za-z0-9]{52}|pplx-[A-Za-z0-9]{48}|r8_[A-Za-z0-9]{37}|xai-[A-Za-z0-9]{80})(?![\w-])/,
    examples: { positive: ['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', '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', 'r8_CU2wf6x6eGBHrVWMFOKbR9ea5V6gkmJDZDkA8', 'xai-9nER74CLxgB2mNUzQSYQEg8okzSnLC3npaBYNdVDZPxulWlhIM6p4sPKeTj5d0ujwhtfXJe8pxcmwBsY'], negative: ['gsk_short', 'xai-grok'] },
  },
];
