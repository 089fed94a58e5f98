import type { Candidate } from '../../engine/types.js';

/**
 * A Saudi national address in English (Saudi Post's National Address: the building number, the
 * street, the district, the city and the five-digit postcode, maybe with the four additional
 * digits): `Building 7712, Al Olaya District, Riyadh 12244`. The city must be one of the
 * Kingdom's and the postcode follow it and end the line or its part (`Riyadh 12000 runners` is a count); the building and the district before it on its line
 * belong to it. The short address (`short code RAOA7712`: four letters, four digits) after its
 * name is one too (maybe on the next line). Only where a Saudi city's name or the short code's name occurs.
 */
const CITY = '(?:Riyadh|Jeddah|Jiddah|Dammam|Makkah|Mecca|Madinah|Medina|Al[ -]Khobar|Khobar|Dhahran|Taif|Tabuk|Abha|Buraidah|Buraydah|Hail|Jubail|Al[ -]Jubail|Yanbu|Najran|Jazan|Jizan|Qatif|Khamis Mushait|Al[ -]Ahsa|Hofuf|Al[ -]Kharj|Unaizah|Arar|Sakaka)';
const CAP = "[A-Z][a-z'’-]+";
const ADDRESS = new RegExp(
  String.raw`(?:(?:Building|Bldg\.?)[ \t]+(?:No\.?[ \t]*)?\d{4},?[ \t]+(?:${CAP}[ \t]+){0,3}(?:St(?:reet)?\.?|Road|Rd\.?)?,?[ \t]*)?(?:(?:Al[ -])?${CAP}(?:[ \t]+${CAP})?[ \t]+District,[ \t]*)?${CITY}[ \t]+\d{5}(?:-\d{4})?(?=[ \t]*(?:[,.;:()\r\n]|$))`,
  'g',
);
const SHORT_CODE = /(?<=\b(?:short[ \t]+(?:address|code)|National[ \t]+Address)(?:\s+(?:short[ \t]+)?(?:code|no\.?))?\s*:?\s*)[A-Z]{4}\d{4}(?![A-Za-z0-9])/g;
const CUE = /Riyadh|Jeddah|Jiddah|Dammam|Makkah|Mecca|Madinah|Medina|Khobar|Dhahran|Taif|Tabuk|Abha|Buraidah|Buraydah|Hail|Jubail|Yanbu|Najran|Jazan|Jizan|Qatif|Mushait|Ahsa|Hofuf|Kharj|Unaizah|Arar|Sakaka|[Ss]hort [ac]|National Address/;

export function findSaudiAddresses(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!CUE.test(text)) return out;
  for (const re of [ADDRESS, SHORT_CODE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push({ start: m.index, end: m.index + m[0].length, score: 0.9 });
  }
  return out;
}
