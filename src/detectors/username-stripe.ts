import { defineDetector } from '../engine/detector.js';

/**
 * Stripe's ids of a customer and of what the customer pays with, as a support ticket or a log
 * quotes them ("Stripe customer cus_Q8x2LmZ4vT9pRb"): `cus_` a Customer, `acct_` a connected
 * account (a business or a person), `pm_`, `card_`, `src_` and `ba_` the customer's payment
 * method, card, source and bank account (docs.stripe.com/api, each object's "id"). A prefix and
 * a random base62 body of 14 to 24 characters with a digit in it. Reported as USERNAME, the type
 * of account identifiers. Charges, payment intents, invoices (`ch_`, `pi_`, `in_`) are
 * transaction references, as order numbers, and stay; Stripe's keys (`sk_live_…`) are the
 * secrets catalogue's. gitleaks has rules for the keys only, none for object ids.
 */
export default defineDetector({
  id: 'username-stripe',
  entity: 'USERNAME',
  patterns: () => [/(?<![\w-])(?:cus|acct|pm|card|src|ba)_(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{14,24}(?![\w-])/g],
  keywords: ['cus_', 'acct_', 'pm_', 'card_', 'src_', 'ba_'],
  score: 0.85,
  examples: {
    positive: [
      // Fictitious ids in Stripe's formats.
      { text: 'Stripe customer cus_Q8x2LmZ4vT9pRb, charge ch_3PqLx2Ea8bC7dF1g0k9Zt4Uw refunded.', match: 'cus_Q8x2LmZ4vT9pRb' },
      { text: 'payout to acct_1Nv0FGQ9RKHgCVdK failed', match: 'acct_1Nv0FGQ9RKHgCVdK' },
      { text: '"payment_method": "pm_1PqLx2Ea8bC7dF1gK9Zt"', match: 'pm_1PqLx2Ea8bC7dF1gK9Zt' },
    ],
    negative: ['charge ch_3PqLx2Ea8bC7dF1g0k9Zt4Uw refunded', 'cus_XXXXXXXXXXXXXX', 'the cus_id column', 'card_number_field_01'],
  },
});
