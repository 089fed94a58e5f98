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

/**
 * Whether a German word no list knows is the person someone talked with: right after "mit" (no
 * article: a noun would have one, "mit dem Vermieter") and before a participle of talking
 * ("Ich habe mit Brambatti gesprochen", "mit Kowalczyk telefoniert").
 */
export function germanPersonObject(text: string, start: number, end: number): boolean {
  return WITH_BEFORE.test(text.slice(Math.max(0, start - 5), start)) && TALKED_AFTER.test(text.slice(end, end + 24));
}

const WITH_BEFORE = /(?:^|[^\p{L}])[Mm]it[ \t]$/u;
const TALKED_AFTER = /^[ \t]+(?:gesprochen|telefoniert|gechattet|gestritten|verabredet|gemailt|geredet)(?![\p{L}])/u;
