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
