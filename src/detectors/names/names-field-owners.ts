/**
 * Whether a form's "… name:" label ending before the separator at `at` names something that is
 * no person ("Employer name:", "Company name:", "School name:", "Street name:"): the bare label
 * "name" matched it, and the word before says whose name it is. A firm's labels are read by
 * names-orgs.ts instead; the others' values are no names of people.
 */
const NO_PERSON_OWNER =
  /(?:^|[^\p{L}\p{N}_])(?:employer|company|business|firm|organi[sz]ation|school|college|university|bank|branch|hospital|clinic|practice|surgery|trading|brand|product|file|project|host|server|domain|app|device|store|shop|venue|event|course|team|club|group|street|road|town|city|place|pet|vessel|ship|insurer|provider|supplier|vendor)[ \t_-]+name["']?[ \t]*$/iu;

export function namesNoPerson(text: string, at: number): boolean {
  return NO_PERSON_OWNER.test(text.slice(Math.max(0, at - 40), at));
}

/**
 * Nouns of the parties a form or a contract names by their role, which a box label writes
 * capitalised before "'s" ("Box e  Employee's name", "Customer's signature", "Tenant's
 * address"): no person's name, though a possessive after a capitalised word in a short line
 * usually is one.
 */
const ROLE_NOUNS: ReadonlySet<string> = new Set(
  (
    'employee employer customer client patient tenant landlord lessee lessor applicant claimant taxpayer recipient ' +
    'payer payee spouse partner child parent guardian student pupil owner buyer seller purchaser vendor member user ' +
    'subscriber policyholder beneficiary borrower lender debtor creditor insured witness defendant plaintiff victim ' +
    'sender addressee contractor supplier agent broker holder cardholder signatory ' +
    // leaks34: "Driver's license: D1234567", "Passenger's name" (a licence's and a ticket's party).
    'driver passenger traveler traveller'
  ).split(' '),
);

/** Whether a (folded) word is the noun of a party's role. */
export function isRoleNoun(key: string): boolean {
  return ROLE_NOUNS.has(key);
}
