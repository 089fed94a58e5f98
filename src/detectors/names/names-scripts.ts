import { readFileSync } from 'node:fs';
import type { Candidate } from '../../engine/types.js';
import { dataUrl } from './names-gazetteer.js';
import { linesHolding, matchesInRuns } from '../lib/scripts.js';

/**
 * People's names in Chinese, Japanese, Korean and Arabic script, which the capitalization and
 * Latin gazetteers of the other phases never see: a name after a name cue (`Name:`, `Dear`,
 * `Mr`, `氏名：`, `担当：` (the person in charge of a Japanese notice), `이름:`, `الاسم:`), a name with an honorific suffix (`王秀英女士`, `김민준 씨`,
 * `田中さん`), and a name alone in its script on a line of other text (`Contact 王秀英 today`,
 * a signature) when data/names-scripts.txt lists its surname (its given name, for Arabic). A
 * column or key named for a person is handled for any script by engine/known-fields.ts.
 */

/** Any character of these scripts: a cheap test before anything else runs. */
const ANY = /[\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

/**
 * A letter that each match of RUNS, GLOSS and BARE_GLOSS holds (none crosses a line): they are
 * run over the lines that hold one only (linesHolding; none is below U+0600, Arabic's first).
 */
const SCRIPT_LETTER = /[\p{sc=Han}々\p{sc=Hangul}\p{sc=Arabic}]/u;

const RUNS = /(?<han>[\p{sc=Han}々]{1,4})|(?<kana>[\p{sc=Han}々]{1,4}[\p{sc=Hiragana}\p{sc=Katakana}ー]{0,6}[\p{sc=Han}々]{0,3})|(?<ko>[\p{sc=Hangul}]{2,4}(?:[ \t][\p{sc=Hangul}]{1,3})?)|(?<ar>[\p{sc=Arabic}]{2,}(?:[ \t]+[\p{sc=Arabic}]{2,}){0,3})/gu;

/**
 * Cues before a name: labels (with ':', '：' or '='), greetings and titles. A Japanese form's
 * two-character labels may be spaced out to their column's width with ideographic blanks
 * (`氏　　名　　高橋　美咲`, a résumé's).
 */
const CUE_BEFORE = /(?:(?<![\p{L}\p{N}])(?:full[ \t]+name|name|customer|patient|contact|author|dear|mr|mrs|ms|miss|dr|prof)\.?|氏[ \t\u3000]*名|姓[ \t\u3000]*名|名前|名字|联系人|担当者?|이름|성명|고객명|담당자|الاسم|الإسم|اسم|السيد|السيدة|الدكتور)[ \t\u3000]*[:：=/]?[ \t\u3000]*$/iu;
/** Japanese `担当` (in charge) and `担当者` (the person in charge) ending the text before a name: CUE_BEFORE's. */
const IN_CHARGE = /担当者?[ \t\u3000]*[:：=/]?[ \t\u3000]*$/u;
/**
 * An English past participle and "by" before a name in Han characters (`proofread by 李娜`,
 * `Translated by Zhang Wei (张伟), proofread by 李娜`): a name of two or three characters there
 * when a listed surname opens it (`approved by 董事会`, the board, stays).
 */
const BY_CUE = /(?<![\p{L}])(?:translated|written|proofread|edited|signed|reviewed|prepared|approved|illustrated|compiled|interpreted|checked)[ \t]+by[ \t]+$/iu;
/** A given name after the family name and an ideographic blank, as a Japanese form writes a name after its label (`高橋　美咲`). */
const GIVEN_AFTER = /^\u3000([\p{sc=Han}々][\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}々ー]{0,3})(?![\p{L}\p{N}])/u;
/**
 * The same after a blank of ASCII, only after a cue and a Japanese family name of two characters
 * alone (`担当者：佐藤 美咲`, the person in charge: the lead's session-30 probes); a listed name and
 * a word after a blank with no cue (`田中 部長`, Tanaka the manager), or after a Chinese name of
 * three (`姓名: 王秀英 来了`: the given name is inside), stays as it was.
 */
const GIVEN_AFTER_BLANK = /^ ([\p{sc=Han}々][\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}々ー]{0,3})(?![\p{L}\p{N}])/u;
/**
 * Honorific suffixes right after a name. Korean `고객님`, `회원님`, `환자분` (customer, member,
 * patient: a shop's or a clinic's notice, `김민준 고객님, 주문하신 상품이…`: the lead's session-30
 * probes) are written apart from the name as the titles are.
 */
const SUFFIX = /^(?:[ \t]?(?:씨|님|선생님|교수님|부장님|과장님|팀장님|대리님|사장님|고객님|회원님|환자분|드림|올림)|[ \t\u3000]?(?:先生|女士|小姐|老师|老師|教授)|さん|様|さま|氏|くん|君|ちゃん|殿)/u;
/**
 * A party's role on a Chinese letter or form, with its colon (`受文者：陳冠宇 先生`, `受益人：林雅婷（配偶）`,
 * a Taiwanese claim letter's): a name after it only when a listed surname opens it (`受益人：本公司` stays).
 */
const ROLE_CUE = /(?:受文者|收件人|申請人|申请人|被保險人|被保险人|要保人|投保人|受益人|聯絡人|承辦人|承办人|負責人|负责人)[ \t\u3000]*[:：][ \t\u3000]*$/u;

/**
 * Korean form labels that open with a listed surname's syllable (`연락처:` contact, `배송지:`
 * shipping address, `주문자:` orderer): the label, not a name of three syllables alone in its line.
 */
const KO_LABELS: ReadonlySet<string> = new Set(['연락처', '배송지', '주문자', '주소지', '전화번호', '휴대폰', '신청인', '보호자', '담당자', '수령인', '생년월일']);

/** Honorifics Korean glues to a name (`최유나님`, `지훈씨`). */
const GLUED_HONORIFIC: ReadonlySet<string> = new Set(['님', '씨']);
/**
 * Nouns of three syllables a message addresses with `님` that open with a listed surname's
 * syllable: user, buyer, orderer, applicant, booker, manager, representative, recipient, member, guardian.
 */
const KO_ROLE_NOUNS: ReadonlySet<string> = new Set(['사용자', '구매자', '주문자', '신청자', '예약자', '관리자', '대표자', '수령인', '신청인', '가입자', '보호자', '담당자', '방문자', '구독자', '판매자', '이용자', '작성자', '지원자', '기사분']);

let lists: { han: Set<string>; ja: Set<string>; ko: Set<string>; ar: Set<string> } | undefined;

function surnames() {
  if (lists) return lists;
  const by = new Map<string, Set<string>>();
  for (const line of readFileSync(dataUrl('names-scripts.txt'), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [script, names] = line.split('\t');
    by.set(script!, new Set(names!.trim().split(/\s+/)));
  }
  const get = (s: string) => by.get(s) ?? new Set<string>();
  return (lists = { han: get('han'), ja: get('ja'), ko: get('ko'), ar: get('ar') });
}

/** Arabic titles (CUE_BEFORE's), each followed by a blank inside a run of Arabic words. */
const TITLE_INSIDE = /(?<![\p{L}\p{M}])(?:السيد|السيدة|الدكتور)[ \t]+(?=[\p{sc=Arabic}])/u;

/** Arabic offices a title may stand before: director, head, minister, dean, deputy, governor, representative, official. */
const OFFICE_WORDS: ReadonlySet<string> = new Set(['مدير', 'رئيس', 'وزير', 'عميد', 'نائب', 'محافظ', 'ممثل', 'مندوب', 'مسؤول', 'أمين', 'قائد', 'سفير', 'قنصل']);
/** A mark right after a name in prose: a comma (Arabic or Latin), a full stop, a semicolon, a bracket, the line's end. */
const NAME_CLOSED = /^(?:[ \t]?[،,.؛;(]|[ \t]*(?:\r?\n|$))/u;

/** Where the word after an Arabic title begins in `value`, or -1. */
function titleInside(value: string): number {
  const m = TITLE_INSIDE.exec(value);
  return m === null ? -1 : m.index + m[0].length;
}

export function findScriptNames(text: string): Candidate[] {
  if (!ANY.test(text)) return [];
  const out: Candidate[] = [];
  const runs = linesHolding(text, SCRIPT_LETTER, 0x0600);
  // Where a run read again after a title inside the one before begins (titleInside).
  let retitled = -1;
  for (const { m, from } of matchesInRuns(text, runs, RUNS)) {
    const g = m.groups!;
    const value = m[0];
    const start = from + m.index;
    const end = start + value.length;
    const before = text.slice(Math.max(0, start - 24), start);
    const after = text.slice(end, end + 6);
    let cued = CUE_BEFORE.test(before);
    const suffixed = SUFFIX.test(after);
    let ok = false;
    let given: RegExpExecArray | null = null;
    if (g.ar !== undefined) {
      const words = value.split(/[ \t]+/);
      ok = words.length >= 2 && (cued || (surnames().ar.has(words[0]!) && aloneInLine(text, start, end, /[\u0600-\u06ff]/)));
      // A title inside the run (`نشهد بأن السيدة ريما جورج حداد خوري، المولودة`: we attest that
      // Mrs …, born): the run is read again from the word after it, which the title then cues,
      // and is a name when a mark closes it and its first word is no office's (`السيد مدير
      // الفرع المحترم`: Mr Director of the branch) nor a noun with its article.
      if (start === retitled) ok = ok && !OFFICE_WORDS.has(words[0]!) && !words[0]!.startsWith('ال') && NAME_CLOSED.test(text.slice(end, end + 2));
      const title = ok ? -1 : titleInside(value);
      if (title > 0) {
        RUNS.lastIndex = m.index + title;
        retitled = from + RUNS.lastIndex;
        continue;
      }
    } else if (g.ko !== undefined) {
      ok = koreanName(text, value, start, end, cued, suffixed);
      // The honorific glued to a name of three syllables, as a clinic's or a shop's message
      // writes it (`최유나님 혈액검사 결과가…`: probes31): the name without it, when a listed
      // surname opens it and it is no role's noun (`사용자님` user, `구매자님` buyer).
      const word = value.split(/[ \t]/)[0]!;
      if (!ok && word.length === 4 && GLUED_HONORIFIC.has(word[3]!) && !KO_ROLE_NOUNS.has(word.slice(0, 3)) && koreanName(text, word.slice(0, 3), start, start + 3, cued, true)) {
        out.push({ start, end: start + 3, score: 0.85 });
        RUNS.lastIndex = m.index + 4;
        continue;
      }
      // The run took the word after the name too, a title or particle (`이지은 씨의`: Lee
      // Ji-eun's; `김민수 과장님께`: to manager Kim Min-su; `박서준 드림`: from Park Seo-jun):
      // the first word alone, with what follows it.
      const blank = value.search(/[ \t]/);
      if (!ok && blank > 0) {
        const first = start + blank;
        if (koreanName(text, value.slice(0, blank), start, first, cued, SUFFIX.test(text.slice(first, first + 6)))) {
          out.push({ start, end: first, score: 0.85 });
          continue;
        }
        // Neither: the first word may be the cue of a name the run took with it (`담당자 김민준`,
        // person in charge: probes27's Korean notice): read again from the second word.
        RUNS.lastIndex = m.index + blank + 1;
      }
    } else {
      const listed = hasSurname(value, surnames().han) || hasSurname(value, surnames().ja);
      // `担当` names a department as often as a person (`担当：本社`, head office): a listed family name only.
      if (cued && !listed && IN_CHARGE.test(before)) cued = false;
      const nameLike = g.han !== undefined || (g.kana !== undefined && /^[\p{sc=Han}々]{2}/u.test(value));
      // One character: a surname after a title ("Dear Mr 王"), nothing else.
      // A listed family name and a given name after an ideographic blank is a name as a form
      // writes it ("緊急連絡先：高橋　健一（父）"); so is a name after a cue.
      given = value.length >= 2 && value.length <= 3 && g.han !== undefined && (cued || listed) ? GIVEN_AFTER.exec(text.slice(end, end + 6)) ?? (cued && value.length === 2 && surnames().ja.has(value) ? GIVEN_AFTER_BLANK.exec(text.slice(end, end + 6)) : null) : null;
      const roleCued = listed && value.length >= 2 && value.length <= 3 && g.han !== undefined && (ROLE_CUE.test(before) || (BY_CUE.test(before) && !/^[\p{sc=Han}々]/u.test(after)));
      ok = value.length === 1 ? listed && cued && /(?:mr|mrs|ms|miss|dr|prof)\.?[ \t]*$/i.test(before) : nameLike && (cued || given !== null || roleCued || (listed && (suffixed || (value.length >= 3 && aloneInLine(text, start, end, /[\u3040-\u30ff\u3400-\u9fff]/)))));
    }
    if (!ok) continue;
    let stop = end;
    if (given) {
      stop = end + given[0].length;
      RUNS.lastIndex = stop - from;
    }
    out.push({ start, end: stop, score: cued || suffixed ? 0.85 : 0.7 });
  }
  // Chinese prose has no word boundaries: a name is read back from its honorific ("…去王先生家",
  // "来了王秀英女士"): the longest of the 3, 2 or 1 characters before it that opens with a surname.
  HAN_SUFFIX.lastIndex = 0;
  for (let m = HAN_SUFFIX.exec(text); m; m = HAN_SUFFIX.exec(text)) {
    for (const n of [3, 2, 1]) {
      const start = m.index - n;
      const name = text.slice(Math.max(0, start), m.index);
      if (start < 0 || !/^[\p{sc=Han}]+$/u.test(name) || !hasSurname(name, surnames().han)) continue;
      if (!out.some((c) => c.start < m!.index && c.end > start)) out.push({ start, end: m.index, score: 0.8 });
      break;
    }
  }
  // A chat names a person after a relation or a role and `叫`/`是`, no title and no blank
  // (`租客叫刘思远，`, `我让我老公王建国明天去拿钥匙`): a listed surname and one or two characters,
  // two when the third is a word that goes on the sentence (`我老公王伟明天` stops before 明天).
  for (const { m, from } of matchesInRuns(text, runs, HAN_KIN_CUE)) {
    const name = m[1]!;
    if (!hasSurname(name, surnames().han)) continue;
    const length = name.length === 3 && HAN_GOES_ON.has(name[2]!) ? 2 : name.length;
    const start = from + m.index + m[0].length - name.length;
    if (!out.some((c) => c.start < start + length && c.end > start)) out.push({ start, end: start + length, score: 0.8 });
    HAN_KIN_CUE.lastIndex = m.index + m[0].length - name.length + length;
  }
  // A name in its own script in brackets after its romanization, as a visitor list or a form
  // glosses it: "Mr. ZHANG Wei (张伟)", "Takahashi Kenji (高橋 健二)" (a space between the family
  // and the given name, as Japanese may write it). Two characters are enough with a surname
  // listed and a capitalized Latin word right before the bracket.
  for (const { m, from } of matchesInRuns(text, runs, GLOSS)) {
    const start = from + m.index + m[0].length - m[1]!.length - 1;
    const end = start + m[1]!.length;
    const compact = m[1]!.replace(/[ \t]/g, '');
    if (compact.length < 2 || !(hasSurname(compact, surnames().han) || hasSurname(compact, surnames().ja))) continue;
    if (!out.some((c) => c.start < end && c.end > start)) out.push({ start, end, score: 0.8 });
  }
  // A name in Han characters right after its romanization in capitalised words, no brackets, as
  // a Hong Kong form writes a party ("LANDLORD 業主: CHAN TAI MAN 陳大文", "WONG KA YAN, KELLY
  // 黃嘉欣", "Ms. Wong Mei Ling 黃美玲 (mother)"): the romanization and the characters are one
  // person when the characters open with a listed surname and are no label (no colon after them).
  for (const { m, from } of matchesInRuns(text, runs, BARE_GLOSS)) {
    const han = m[3]!;
    if (!hasSurname(han, surnames().han)) continue;
    // Two findings: the names phase may read the romanization with its title ("Ms. Wong Mei Ling").
    const end = from + m.index + m[0].length;
    const latin = m[1] ?? m[2]!;
    const start = end - han.length - latin.length;
    // Two words at least ("Dear 王秀英" is a greeting and its name), no cue before the characters.
    if (/\p{L}[,]?[ \t]+\p{L}/u.test(latin) && !CUE_BEFORE.test(text.slice(Math.max(0, end - han.length - 24), end - han.length)) && !out.some((c) => c.start < end - han.length && c.end > start)) out.push({ start, end: start + latin.replace(/,?[ \t]+$/, '').length, score: 0.8 });
    if (!out.some((c) => c.start < end && c.end > end - han.length)) out.push({ start: end - han.length, end, score: 0.85 });
  }
  return out.sort((a, b) => a.start - b.start);
}

// The romanization in capitals ("CHAN TAI MAN") or in title case ("Wong Mei Ling"), not mixed ("Contact WONG").
const BARE_GLOSS = /(?<![\p{L}\p{N}.])(?:((?:\p{Lu}[\p{Lu}'’-]+,?[ \t]+){1,5})|((?:\p{Lu}\p{Ll}[\p{Ll}'’-]*,?[ \t]+){1,5}))([\p{sc=Han}]{2,3})(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}々]|[ \t]*[:：])/gu;

const GLOSS = /\p{Lu}[\p{L}'’-]*[ \t]?\(([\p{sc=Han}々]{1,3}[ \t]?[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}々ー]{1,4})\)/gu;

const HAN_SUFFIX = /先生|女士|小姐|老师|老師|教授|同志/gu;

/** A relation after a possessive (`我老公`, `她妈妈`), or a role and `叫`/`是` (`租客叫`; `我叫`, not `他叫`: "he shouted"), then two or three Han characters. */
const HAN_KIN_CUE = /(?:(?:我的|他的|她的|[我你他她])(?:老公|老婆|丈夫|妻子|太太|爱人|爸爸|妈妈|父亲|母亲|儿子|女儿|哥哥|姐姐|弟弟|妹妹|[爸妈哥姐弟妹])|(?:名字叫|名叫|叫做|我叫|(?:租客|房东|房客|室友|同事|客户|司机|老板|经理|中介|朋友|邻居)(?:叫|是)))([\p{sc=Han}]{2,3})/gu;
/** Characters that, third after a surname and one character, go on the sentence instead (`明天`, `说`, `的`). */
const HAN_GOES_ON: ReadonlySet<string> = new Set([...'的说在是和也就会去来让把给要又还都很已刚才今明昨先再跟同被对从到吗呢吧了着过等']);

/** Whether a run of Hangul (`value`, at text[start, end)) is a name: after a cue, or a listed surname opening it with an honorific after it or alone in its line. */
function koreanName(text: string, value: string, start: number, end: number, cued: boolean, suffixed: boolean): boolean {
  const compact = value.replace(/[ \t]/g, '');
  const listed = surnames().ko.has(compact[0]!) || surnames().ko.has(compact.slice(0, 2));
  return compact.length >= 2 && compact.length <= 4 && !KO_LABELS.has(compact) && (cued || (listed && (suffixed || (compact.length === 3 && aloneInLine(text, start, end, /[\uac00-\ud7af]/)))));
}

function hasSurname(value: string, list: ReadonlySet<string>): boolean {
  return list.has(value[0]!) || list.has(value.slice(0, 2)) || list.has(value.slice(0, 3));
}

/** Whether the run is the only text of its script on its line (a name among words of another script). */
function aloneInLine(text: string, start: number, end: number, script: RegExp): boolean {
  let ls = text.lastIndexOf('\n', start - 1) + 1;
  let le = text.indexOf('\n', end);
  if (le < 0) le = text.length;
  return !script.test(text.slice(ls, start)) && !script.test(text.slice(end, le));
}

