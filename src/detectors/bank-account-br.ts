import { defineDetector } from '../engine/detector.js';

/**
 * A Brazilian bank branch and account, as a payment line gives them ("agência 3064-2, conta
 * corrente 48215-7"): the number after its label, with its check digit after a hyphen
 * (FEBRABAN's layout: the branch's four digits, the account's up to twelve, each maybe with a
 * check digit or an X). Reported as IBAN, as bank-account.ts reports domestic numbers.
 */
const BR = /(?<![\p{L}\p{N}])(?:[Aa]g[êe]ncia|AG[ÊE]NCIA|[Cc]onta(?:[ \t]+(?:[Cc]orrente|[Pp]oupan[çc]a))?|CONTA(?:[ \t]+(?:CORRENTE|POUPAN[ÇC]A))?|[Cc]\/[Cc])[ \t]*(?:n[º°o]\.?[ \t]*)?:?[ \t]*(?<value>\d{3,12}-[\dXx]|\d{5,12})(?![\p{L}\p{N}]|[.,]\d)/gu;

export default defineDetector({
  id: 'bank-account-br',
  entity: 'IBAN',
  patterns: () => [BR],
  keywords: ['agência', 'agencia', 'conta ', 'conta:', 'c/c'],
  window: 64,
  score: 0.8,
  examples: {
    positive: [
      // Fictitious numbers (the third reading's nota fiscal).
      { text: 'ou depósito: Banco do Brasil, agência 3064-2, conta corrente 48215-7', match: ['3064-2', '48215-7'] },
      { text: 'Conta: 0012345-6', match: '0012345-6' },
    ],
    negative: ['a conta de luz chegou', 'conta 12 itens', 'agência de viagens 2024'],
  },
});
