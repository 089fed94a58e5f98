import type { Candidate } from '../../engine/types.js';
import { linesHolding, sliceOf } from '../lib/scripts.js';

/**
 * People's names in Cyrillic script (Russian, Bulgarian, Ukrainian, Serbian), which the Latin
 * gazetteers never see. East Slavic and Bulgarian family names and patronymics end in a few
 * suffixes, declined: Петров, Петрова, Петровой, Петрову; Иванович, Игоревна, Игоревне;
 * Стоянов, Стоянова. Two or three capitalized Cyrillic words are a name when the last ends so
 * (`Валентина Колева`, `Деница Петрова Стоянова`), or when two of three do (`Кузнецовой
 * Анастасии Игоревне`: the family name first, in the dative, as a certificate is addressed).
 * Ukrainian patronymics end -івна/-ївна, declined -івни, -івні, -івною (`Коваленко Ірини
 * Василівни`, the genitive after `заява дружини`); -ович and -овича are the Russian endings' own.
 * A Kyrgyz dative after a Russian patronymic, `-овнага`, `-овичке` (`Токтогулова Нурзада
 * Эркиновнага`, a certificate's addressee).
 * Serbian and Montenegrin family names end -ић, declined -ића, -ићу, -ићем (`Милица Радовановић`).
 * Belarusian ones -оў/-ёў/-еў (f. dative -овай/-ёвай), patronymics -віч and -аўна/-еўна, declined
 * (`Кавалёвай Ганне Міхайлаўне`, `Кавалёў Андрэй Пятровіч`: the twelfth reading, leaks24).
 * A single such word after a title (`госпожо Стоянова`, `г-н Петров`) is one too. A street's
 * or a place's word before it (`ул.`, `улица`, `бульвар`…) leaves it: streets are named after people.
 */
const CYRILLIC = /[\u0400-\u04ff]/;
/**
 * A letter that each name RUN accepts holds (a RUN of Latin words is tried, never kept; none
 * crosses a line): RUN is run over the lines that hold one only (linesHolding).
 */
const CYRILLIC_LETTER = /[\u0400-\u04ff]/;
const WORD = String.raw`\p{Lu}[\u0400-\u04ff]*\p{Ll}`;
const RUN = new RegExp(String.raw`(?<![\p{L}\p{M}.-])${WORD}(?:[ \t]+${WORD}){1,2}(?![\p{L}\p{M}])`, 'gu');
/** Family names and patronymics, in their cases (nominative, genitive, dative, instrumental). */
const ENDING = /(?:ов|ев|ёв|ин|ова|ева|ёва|ина|овой|евой|иной|ову|еву|ину|овым|евым|иным|овича|евича|ович|евич|овичу|евичу|овна|евна|ична|овны|евны|ичны|овне|евне|ичне|овной|евной|ичной|івна|ївна|івни|ївни|івні|ївні|івною|ївною|овнага|евнага|ичнага|овичке|евичке|енко|ук|юк|ић|ића|ићу|ићем|оў|ёў|еў|овай|ёвай|евай|авай|овіч|евіч|авіч|овіча|евіча|авіча|овічу|евічу|авічу|аўна|еўна|аўны|еўны|аўне|еўне|аўнай|еўнай|ічна|ічны|ічне)$/;
const TITLE = /(?<![\p{L}])(?:г-н|г-жа|господин|господине|госпожа|госпожо|госпоже|гражданин|гражданка|уважаемый|уважаемая|уважаема|уважаеми)[ \t]+$/iu;
const SINGLE = new RegExp(String.raw`${WORD}(?![\p{L}\p{M}])`, 'uy');
/**
 * One capitalized Cyrillic word right after a Russian greeting and its comma (`Привет, Дима!`,
 * `Здравствуйте, Ольга.`), a Ukrainian (`Привіт, Олено!`, `Добрий день, Тарасе.`) or a Bulgarian
 * one (`Здравей, Мария!`) or an imperative of calling, writing or telling (`Позвони Ольге на …`,
 * `Напиши Диме`, `Передай Саше`): a given name, in the vocative's nominative or the dative.
 * Russian capitalizes no common noun inside a sentence, and a place or an organization after
 * such a verb takes a preposition (`позвони в Сбербанк`); an abbreviation in capitals (`МЧС`)
 * is no word of this shape. After a greeting the name closes the phrase (`!`, `,`, `.`, `?`, the
 * line's end): `Привет, Москва встречает …` reads on.
 */
const CUE = /(?<![\p{L}\p{M}])(?:(?<greeting>[Пп]ривет|[Пп]ривіт|[Вв]ітаю|[Зз]дравствуй(?:те)?|[Зз]дравей(?:те)?|[Дд]обр(?:ый день|ый вечер|ое утро|ий день|ого дня|ий вечір)|[Дд]орог(?:ой|ая))[ \t]*,[ \t]*|(?:[Пп]озвони|[Пп]ерезвони|[Нн]апиши|[Сс]кажи|[Пп]ередай|[Нн]абери|[Сс]проси|[Оо]тправь)(?:те)?[ \t]+)(?<name>\p{Lu}[\u0400-\u04ff]*\p{Ll})(?![\p{L}\p{M}-])/gu;
const VERB_FIRST = /^(?:Позвони|Перезвони|Напиши|Скажи|Передай|Набери|Спроси|Отправь)(?:те)?$/u;
const CLOSES_GREETING = /^[ \t]*(?:[!,.?]|\r?$|\n)/;
const PLACE_BEFORE = /(?<![\p{L}])(?:ул|улица|бул|бульвар|булевард|булевар|пр|просп|проспект|пл|площадь|площад|пер|переулок|ш|шоссе|наб|набережная|г|гр|град|село|с|район|р-н|област|области|область|ж\.к|кв|метро|станция)\.?[ \t„"«]*$/iu;

/**
 * A family name with the initials of the given name and the patronymic, as Russian, Ukrainian
 * and Bulgarian paperwork signs and addresses people (`Ковальчук О.В.`, `О. В. Ковальчук`: the
 * lead's session-26 probes). Two initials make it a name whatever the family name's ending; one
 * after it (`Ахметова Д.`), when the family name ends as one does. A street's or a place's word
 * before it leaves it (`ул. Пушкина А.С.` is no one's).
 */
const UPPER_CYRILLIC = '[А-ЯЁІЇЄҐЎЂЈЉЊЋЏ]';
const INITIALS = String.raw`${UPPER_CYRILLIC}\.[ \t]?${UPPER_CYRILLIC}\.`;
const SURNAME_INITIALS = new RegExp(String.raw`(?<![\p{L}\p{M}.-])${WORD}[ \t]+${UPPER_CYRILLIC}\.(?:[ \t]?${UPPER_CYRILLIC}\.)?(?![\p{L}\p{M}])|(?<![\p{L}\p{M}.])${INITIALS}[ \t]?${WORD}(?![\p{L}\p{M}])`, 'gu');
/**
 * Nouns of a role that a form or a letter writes before a name, capitalized as a label
 * (`Заявитель Ковальчук`, `Пациент Иванов`): no part of the name that follows.
 */
const ROLE_NOUNS: ReadonlySet<string> = new Set(
  'Заявитель|Заявительница|Подпись|Получатель|Получательница|Отправитель|Пациент|Пациентка|Врач|Истец|Истица|Ответчик|Ответчица|Свидетель|Свидетельница|Директор|Руководитель|Исполнитель|Исполнительница|Менеджер|Студент|Студентка|Ученик|Ученица|Сотрудник|Сотрудница|Клиент|Клиентка|Покупатель|Продавец|Арендатор|Арендодатель|Наниматель|Работник|Работница|Работодатель|Доверитель|Представитель|Водитель|Владелец|Владелица|Собственник|Плательщик|Заявник|Заявниця|Підпис|Отримувач|Пацієнт|Пацієнтка|Лікар|Позивач|Відповідач|Свідок|Керівник|Працівник|Власник|Заявител|Подпис|Получател|Пациентът|Лекар'.split('|'),
);

export function findCyrillicNames(text: string): Candidate[] {
  if (!CYRILLIC.test(text)) return [];
  const out: Candidate[] = [];
  const runs = linesHolding(text, CYRILLIC_LETTER, 0x0400);
  for (let r = 0; r < runs.length; r += 2) {
    const from = runs[r]!;
    const part = sliceOf(text, from, runs[r + 1]!);
    RUN.lastIndex = 0;
    for (let m = RUN.exec(part); m; m = RUN.exec(part)) {
      const words = m[0].split(/[ \t]+/);
      const endings = words.filter((w) => w.length >= 4 && ENDING.test(w)).length;
      const lastEnds = ENDING.test(words[words.length - 1]!) && words[words.length - 1]!.length >= 4;
      const start = from + m.index;
      const before = text.slice(Math.max(0, start - 16), start);
      if ((lastEnds || endings >= 2) && !PLACE_BEFORE.test(before)) {
        // A verb of calling opening the sentence is no part of the name (`Позвони Ольге Ивановой`), nor a role's label (`Заявитель Ковальчук`).
        const skip = VERB_FIRST.test(words[0]!) || ROLE_NOUNS.has(words[0]!) ? m[0].length - m[0].slice(words[0]!.length).trimStart().length : 0;
        out.push({ start: start + skip, end: start + m[0].length, score: 0.85 });
        continue;
      }
      // Not a name: try again from the next word ("Уведомяваме Ви, … Мартин Георгиев Стоянов").
      RUN.lastIndex = m.index + words[0]!.length;
    }
    CUE.lastIndex = 0;
    for (let m = CUE.exec(part); m; m = CUE.exec(part)) {
      const name = m.groups!.name!;
      const start = from + m.index + m[0].length - name.length;
      const end = start + name.length;
      if (m.groups!.greeting && !CLOSES_GREETING.test(text.slice(end, end + 3))) continue;
      if (!out.some((c) => c.start < end && start < c.end)) out.push({ start, end, score: 0.85 });
    }
    SURNAME_INITIALS.lastIndex = 0;
    for (let m = SURNAME_INITIALS.exec(part); m; m = SURNAME_INITIALS.exec(part)) {
      let start = from + m.index;
      let end = start + m[0].length;
      const words = m[0].split(/[ \t]+/);
      const first = words[0]!;
      if (ROLE_NOUNS.has(first) || PLACE_BEFORE.test(text.slice(Math.max(0, start - 16), start))) continue;
      // One initial after the family name: the name's ending must say it is one.
      if (words.length === 2 && words[1]!.length === 2 && !(first.length >= 4 && ENDING.test(first))) continue;
      // A name found above on the line that this one overlaps (`Заявитель Ковальчук` before `О.В.`) is widened to take it in.
      const k = out.findIndex((c) => c.start < end && start < c.end);
      if (k < 0) {
        out.push({ start, end, score: 0.85 });
        continue;
      }
      start = Math.min(start, out[k]!.start);
      end = Math.max(end, out[k]!.end);
      out[k] = { start, end, score: 0.85 };
    }
  }
  for (let at = 0; at < text.length; ) {
    const m = /(?<![\p{L}])(?:г-н|г-жа|господин|господине|госпожа|госпожо|госпоже|гражданин|гражданка)[ \t]+/giu;
    m.lastIndex = at;
    const t = m.exec(text);
    if (!t) break;
    at = m.lastIndex;
    SINGLE.lastIndex = at;
    const w = SINGLE.exec(text);
    if (w && ENDING.test(w[0]) && TITLE.test(text.slice(t.index, at)) && !out.some((c) => c.start <= at && at < c.end)) out.push({ start: at, end: at + w[0].length, score: 0.85 });
  }
  return out.sort((a, b) => a.start - b.start);
}
