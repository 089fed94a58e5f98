/**
 * Whether the words after a German sentence's first word make it a person: the perfect of a
 * verb only people do (call, write, say, ask, sign, pay, cancel, complain), a few adverbs maybe
 * between ("Brambatti hat gestern angerufen", "Kowalczyk hatte noch nicht unterschrieben"). A
 * German noun opens sentences before "hat" and "ist" too ("Ziel ist …", "Grundlage hat sich
 * geändert"), so neither the auxiliary alone nor any participle will do.
 */
const PERSON_PERFECT = /^[ \t]+(?:hat|hatte)(?:[ \t]+\p{Ll}+){0,3}?[ \t]+(?:an|zurück|nach|zu|ab|mit|be|er|unter|über|ge)*(?:rufen|gerufen|schrieben|sagt|fragt|zeichnet|schrieben|teilt|klärt|richtet|sprochen|kündigt|zahlt|wiesen|antwortet|mailt|stätigt|klagt|schwert|reklamiert|telefoniert)(?![\p{L}])/u;

export function germanPersonSubject(text: string, end: number): boolean {
  return PERSON_PERFECT.test(text.slice(end, end + 60));
}
