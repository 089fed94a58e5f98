/**
 * Word lists that carry meaning for names, organizations and places: titles, legal forms,
 * institution nouns, street types, regions. Keys are folded (foldKey) unless said otherwise.
 */

import { FOREIGN_CALENDAR_NAMES } from '../lib/date-parts.js';
import { foldKey } from '../../lexicon/fold.js';

const set = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

/**
 * Legal forms that end a company name (ISO 20275 entity legal forms, the common ones) and
 * words that end a firm's name ("Smith & Associates"; French, Spanish, Portuguese and Italian
 * "Dupont & Associés", "Pérez y Asociados", "Rossi & Associati"). Compared without dots and case: "S.A." -> "sa".
 */
export const LEGAL_SUFFIXES = set(`
  inc incorporated llc lllp llp lp ltd limited plc corp corporation co gmbh ag kg ohg ug ev
  sa sas sarl sl srl spa sprl bv nv ab oy oyj as asa aps a/s kft zrt sro doo dd ad ooo zao pjsc
  pty pte bhd sdn kk gk
  solicitors associates partners holdings
  associes asociados associados associati
`);

/** Nouns that make a capitalized phrase an institution ("Ankara State Security Court"). */
export const ORG_HEADS = set(`
  court courts tribunal tribunals university universities college school academy institute
  ministry ministries department office agency authority authorities directorate commission
  committee council board bureau service services police prosecutor prosecutors government
  municipality administration parliament assembly party association union federation
  foundation society church hospital hospitals clinic clinique bank prison army navy forces
  railways corporation company group trust fund chamber centre center laboratory library
  museum embassy consulate inspectorate cooperative brigade regiment gendarmerie command
  staff headquarters treasury registry division club league network
  organisation organization institution
  gericht gerichtshof ministerium universitat universite sad zaklad urzad
  universitesi hastanesi belediyesi bakanligi mahkemesi bankasi vakfi
`);

/** Words after an institution's name that make the phrase a law or document ("Military Service Act"). */
export const LAW_WORDS = set('act acts law laws code regulation regulations rules rule agreement convention treaty directive protocol decree statute bill charter gazette ordinance order orders article articles constitution');

/** Heads that name an institution only with "of …" after them ("Republic of Turkey"). */
export const ORG_OF_HEADS = set('republic kingdom principality duchy emirate house bank chamber');

/** German and other compound endings that make one word an institution ("Landessozialgericht"). */
export const ORG_WORD_ENDINGS = ['gericht', 'gerichtshof', 'ministerium', 'hauptmannschaft', 'kammer', 'polizei', 'amt', 'versicherung'];

/**
 * Words that alone (or with "the") are generic references, never a name: "the Court",
 * "the Government", "the Ministry". An organization needs one word besides these.
 */
export const GENERIC_ORG_WORDS = set(`
  the a an this that these those its his her their our your my
  state national federal public general central
`);

/** Heads that name one body once a modifier precedes them ("the State Railways", "the Armed Forces"). */
export const SELF_NAMING_HEADS = set('railways forces army navy police bank hospital university museum library church party union association foundation company corporation staff');

/**
 * Acronyms in capitals that are not organizations (the second line: everyday ones read as words,
 * "the VIP lounge", "please RSVP", "the ATM", "an SUV", "WFH on Friday"); the last lines: names of national identifiers
 * and tax numbers (the context words of src/detectors/national-ids that name no body); a vaccine's and a
 * vaccination programme's ("DTP reforço", Portuguese "Programa Alargado de Vacinação (PAV)"); a
 * diagnosis's ("my son's ADHD assessment", a Calendly answer: leaks39).
 */
export const NON_ORG_ACRONYMS = set(`
  id pdf url uri api ceo cto cfo coo usb pin ssn vat iban bic swift zip ok tv pc it hr am pm gmt utc
  vip rsvp atm suv diy aka tba tbc pto wfh eod
  eur usd gbp chf try trl ats dem frf itl esp nlg bef sek nok dkk pln huf czk ron bgn rub jpy cny inr cad aud
  cpp ccp cc pc cv ii iii iv vi vii viii ix xi xii xiii xiv xv xvi xvii xviii xix xx
  faq csv json xml html http https ftp ssh dns ip tcp udp cpu gpu ram ssd hdd os ui ux qa etl elt tls ssl
  dob ref no nr tel fax cc bcc re fw fwd ps nb eg ie etc vs asap fyi eta tbd na n/a
  uk us usa eu un gdr frg ussr uae
  mr mrs ms dr sir
  sms mms dm dms ot bd tds qds prn gp
  phd dphil pharmd mpharm bpharm mbbs mbchb mrcp frcp mrcgp msc bsc mba llb llm dds dmd rn np
  abn ahv amka atin avs bsn cif cnic cnp cnpj cpf cpr cuil cuit curp cvr dni egn ein emso fein gstin
  hetu idnr insz itin kmkr ktp mykad nie nif nik nino nip nipc nir niss nric nss oib pesel pnr ppsn
  ptin rfc rrn rut sin ssn svnr tckn tfn tin uscc vatin vnr vsnr
  cccd cmnd cnh pcn psn sss unzr rnokpp rntrc
  cin cnie nic
  nrt nni nin cni
  dtp pav
  bsb
  adhd add asd ptsd ocd copd ibs gerd uti hiv aids std sti
`);

/**
 * Words that the name lists hold but that, in the texts read (docs/reader.md), name no one:
 * software a CV or a diff lists ("dbt, Airflow, Terraform"; "import os, paramiko"; not Kafka,
 * Scala or Flink, which are family names too: "Maria Scala" must not keep her name, see
 * names-tech-lists.ts), browsers and brands a HAR or a crash report names ("creator": {"name":
 * "Firefox"}, "Nikon Z 6II"), an identity provider an audit log names ("User login to Okta");
 * abbreviations written in title case ("Order Ref", "MSc"); French words that open a sentence
 * or end a label ("Vous pouvez…", "mes coordonnées :", "le chèque énergie"); the words of
 * Spanish institutions' names ("la Seguridad Social", "la Oficina Municipal de Información",
 * "Hospital Universitari i Politècnic"); greetings of other languages that no list holds as a
 * name ("Bonjour à tous", "Ciao"); the parties and registers of Italian, Spanish and French
 * leases ("Il Locatore", "il Comune", "Catasto Fabbricati", "l'arrendatario", "le bailleur");
 * German "geb." and "verh." (born, married); the names of identifiers ("Iqama No.",
 * "PhilHealth No.", "Aadhaar number", "Omang No.", since over17); the field names of a
 * record written in one word ("FirstName", "LastName", "GivenName", "Birthdate": Salesforce's and
 * Active Directory's attributes, over17); French "Merci" opening a request ("Merci de vous munir…"); devices and the platforms one reaches or pays people through ("I bought a MacBook", "via PayNow",
 * "Zelle payment" (leaks34), "my PlayStation", "message us on WhatsApp", since over17 "Mobile (Airtel Money)", "MTN MoMo", "on Strava", "saw it on Rightmove", "LinkedIn: linkedin.com/in/…", "paypal is …"): a
 * thing or a channel, not the firm behind it as a party of the text ("Apple", "Meta" stay
 * organizations; "AirPods" is left out: WNUT-17 labels one a person). Keys (folded); such a word is a common word, never
 * a given or family name.
 */
export const NEVER_NAMES = set(`
  paramiko airflow dbt hadoop terraform kubernetes pyspark numpy pandas scipy django python
  firefox chromium webkit gecko postman nikon okta
  ref msc bsc mphil
  vous nous votre notre pouvez coordonnees energie
  seguridad oficina informacion universitari politecnic ayuntamiento tesoreria consejeria generalitat diputacion
  bonjour bonsoir salut coucou buonasera ciao hallo servus hej merhaba
  ahoj czesc buenas moin hoi
  locatore conduttore conduttrice comune catasto fabbricati arrendador arrendatario bailleur locataire geb verh
  olympics paralympics
  i'm i’m
  iqama philhealth philsys aadhaar omang
  firstname lastname givenname middlename fullname displayname birthdate
  merci
  macbook imac ipad iphone ipod airtag playstation xbox thinkpad ideapad chromebook
  youtube linkedin whatsapp paypal facetime itunes onedrive sharepoint powerpoint
  paynow venmo gcash zelle
  airtel momo strava rightmove
`);

/**
 * Languages whose name is no nationality of names-known.txt (compromise's demonyms hold "French",
 * "Welsh", "Thai", not "English", "Latin" or "Urdu"): "--- English summary ---", "I'm learning
 * Latin", "an Urdu translation". Read as nationalities (known 'demonym'): a word alone, while a
 * title or a given name before one still makes a person ("Mr English", "Tom English").
 */
/** Languages, and the adjectives of a region's countries ("our Nordic entities", "HR Business Partner Nordics"): read as demonyms. */
export const LANGUAGE_NAMES = set(`
  english latin swahili tagalog urdu arabic sanskrit esperanto gaelic creole mandarin cantonese
  bengali punjabi tamil telugu gujarati marathi farsi persian pashto amharic yoruba igbo hausa
  zulu xhosa afrikaans catalan basque galician maori flemish frisian yiddish kurdish
  sami
  nordic nordics
`);

/**
 * Street types. Full words can end an unnumbered street name ("Kennedy Avenue"); the
 * abbreviations and ambiguous words ("Court", "Way", "Park") only after a house number. Royal
 * Mail's thoroughfare types of English estates ("9 Larch Rise", "4 Abbey Garth", "2 Kirk Wynd",
 * "12 Harbour Heights": the lead's session-28 probes left "9 Larch Rise" before its town).
 * German's "Str." written apart after an adjective or a name ("Friesische Str. 41", "Holmer Str.
 * 41": names-streets.ts reads it with its full stop before the number).
 */
export const STREET_WORDS = set(`
  street avenue road boulevard lane drive square terrace highway parkway crescent
  allee strasse gasse platz weg ring damm ufer straat laan gracht plein vej gade gatan vagen veien gata katu utca ulica
`);
export const STREET_WORDS_NUMBERED = set(`
  st ave av rd blvd ln dr sq ter hwy pkwy cres
  court ct place pl way close row mews gardens grove hill park walk trail alley circle cir plaza
  wharf quay parade green broadway loop path pike villas pde waterfront hollow ridge crossing cove glen
  rise garth wynd heights meadows fold
  str
`);

/**
 * Prefix street types of Romance and Slavic languages ("Via Roma 12", "12 rue de Rivoli", "ul. Długa 5"),
 * and Indonesian and Malay "Jalan" ("Jl. Cikutra Baru No. 27": Pos Indonesia's address lines).
 * Catalan and Portuguese street types and the abbreviations Correos and CTT print ("Carrer de
 * Mallorca 401", "Passeig de Gràcia 12", "Travessa do Carmo 3", "Pº de la Castellana 89",
 * "Ctra. de Valencia 12", "Pza. Mayor 3", "Rda. de Atocha 5", "Trav. Mayor 2").
 */
export const STREET_PREFIXES = 'Jalan|Jl\\.|Jln\\.|Carrer|Passeig|Avinguda|Travessa|Travessera|Pº|Pso\\.|Ctra\\.|Pza\\.|Rda\\.|Trav\\.|Via|Viale|Piazza|Corso|Largo|Calle|Avenida|Avda\\.|Av\\.|Paseo|Plaza|Rua|Rue|Avenue|Boulevard|Bd|Chemin|Allée|Impasse|Place|Quai|Ul\\.|ul\\.|Ulica|ulica|Al\\.|Aleje|Aleja|Plac|pl\\.|Cadde|Caddesi|Sokak|Sokağı|Mahallesi|Odos|Leoforos';

// Words that can start an address on their own: a prefix street type or a box.
const SELF_STARTING_STREET_WORDS = [...STREET_PREFIXES.split('|').map((w) => w.replace(/\\\./g, '').toLowerCase()), 'box', 'postfach', 'postbus', 'bp'];

/**
 * Where an address can be: a street type, a prefix word or "Box" (as keys). The words of
 * SELF_STARTING_STREET_ANCHORS can start an address; the others ("Court", "Place", "Way") only
 * end one that starts at a house number.
 */
export const STREET_ANCHORS: ReadonlySet<string> = new Set([...STREET_WORDS, ...STREET_WORDS_NUMBERED, ...SELF_STARTING_STREET_WORDS]);
export const SELF_STARTING_STREET_ANCHORS: ReadonlySet<string> = new Set(SELF_STARTING_STREET_WORDS);

/** Endings of one-word street names ("hauptstrasse", "kalverstraat", "drottninggatan"; folded). */
export const COMPOUND_STREET_ENDINGS = ['strasse', 'gasse', 'allee', 'straat', 'gracht', 'singel', 'kade', 'dijk', 'str', 'weg', 'platz', 'ring', 'damm', 'ufer', 'laan', 'plein', 'vej', 'gade', 'gatan', 'vagen', 'veien', 'gata', 'katu', 'utca',
  // Icelandic, with the dative a letter's address gives ("Laugavegi"): names-streets.ts's COMPOUND.
  'vegur', 'vegi', 'braut', 'teigur', 'teigi', 'stigur', 'stig', 'straeti', 'gotu'];

/** Nouns that make the word before or after them a place ("Taşova District", "county of Jämtland"). */
export const PLACE_HEADS = set('district province county region municipality village town city state canton department departement prefecture borough parish oblast voivodeship commune');

/**
 * Words right before a capitalized word that say it is a place: "born in Kalogrea", "lives
 * in Nicosia", "village of Ayios Memnon". A strong cue is a verb or place noun and then a
 * preposition; a weak one a bare preposition ("in", "from"), which only counts for words
 * that are no name.
 */
export const PLACE_PREPOSITIONS = set('in at to of near from via outside around');
export const PLACE_CUE_WORDS = set(`
  born live lives lived living reside resides resided residing resident settled moved relocated
  travelled traveled deported returned situated located based village town city hometown
  municipality county district province region area locality suburb neighbourhood neighborhood
`);

/**
 * Nouns for a person's relation or role right before a name: "their daughter, Selma", "a
 * Polish national, Urszula Surman-Januszewska", "the witness Aylin Demir".
 */
export const PERSON_ROLE_WORDS = set(`
  daughter son wife husband child mother father brother sister partner spouse widow widower
  grandson granddaughter grandmother grandfather nephew niece cousin uncle aunt fiance fiancee
  boyfriend girlfriend stepson stepdaughter stepfather stepmother
  grandpa grandma granny grandad granddad auntie aunty stepmom stepdad stepmum
  applicant applicants national citizen resident witness plaintiff defendant claimant victim suspect
  accused deceased lawyer counsel solicitor barrister attorney client patient tenant landlord
  colleague neighbour neighbor friend employee manager director journalist
  attendees attendee participants participant physician doctor guarantor guardian
`);

/**
 * Kin right before a name ("Pt's son Duc", "her niece Ngoc"): a capitalised word no list knows
 * after one of these is a given name, however short. The family's own words for grandparents
 * and aunts ("Grandpa Joe is at St. Mary's", "Auntie Bisi": the lead's session-25 probes).
 */
export const KINSHIP_WORDS = set(`
  daughter son wife husband mother father brother sister spouse widow widower
  grandson granddaughter grandmother grandfather nephew niece cousin uncle aunt fiance fiancee
  boyfriend girlfriend stepson stepdaughter stepfather stepmother
  grandpa grandma granny grandad granddad auntie aunty stepmom stepdad stepmum
`);

/**
 * Kinship nouns of Spanish, Italian, Portuguese, Czech and Polish, as written before the kin's
 * name ("mi primo Andrés", "mio cugino Marco", "můj bratr Petr"): some are given names of the
 * lists ("primo", "prima", "tia"), a lower-case one is the noun.
 */
export const FOREIGN_KINSHIP_WORDS = set(`
  primo prima hermano hermana tio tia sobrino sobrina abuelo abuela esposo esposa hijo hija cunado cunada
  cugino cugina fratello sorella zio zia nonno nonna nipote marito moglie figlio figlia
  irmao irma sobrinho sobrinha avo avó marido filho filha
  bratr sestra bratranec sestrenice stryc teta manzel manzelka syn dcera
  brat siostra kuzyn kuzynka wujek ciocia maz zona corka
`);

/**
 * German kinship nouns, capitalised as every German noun is ("Tochter (Bezugsperson): Kathrin
 * Marxer", "von der Tochter vorgestellt": the twenty-first reading's discharge letter): the noun
 * names the kin, the name after it is the person (names-people.ts' "Ihre Tochter Lena").
 */
export const GERMAN_KINSHIP_WORDS = set(`
  tochter sohn mutter vater ehefrau ehemann ehegatte ehegattin gattin gatte bruder schwester
  enkel enkelin onkel tante neffe nichte cousine grossmutter grossvater schwiegertochter
  schwiegersohn schwiegermutter schwiegervater lebensgefahrte lebensgefahrtin stiefvater stiefmutter
  stiefsohn stieftochter
`);

/** Whether a folded word is a kinship noun of English, German or the languages of FOREIGN_KINSHIP_WORDS. */
export function isKinshipNoun(key: string): boolean {
  return KINSHIP_WORDS.has(key) || GERMAN_KINSHIP_WORDS.has(key) || FOREIGN_KINSHIP_WORDS.has(key);
}

/**
 * Words before an employer or a group: "employed by Etibank", "works for Acme", "a member
 * of Dev-Yol", "joined Initech". Keyed by the preposition, then the word before it.
 */
export const EMPLOYER_CUES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['by', set('employed hired engaged recruited')],
  ['for', set('work works worked working job')],
  ['at', set('work works worked working job employee employees staff')],
  ['of', set('employee employees member members membership director manager ceo founder head')],
]);

export const WEAK_PLACE_PREPOSITIONS = set('in at from near to via outside around');

/**
 * Regions that GeoNames' populated places leave out: US states (USPS), Canadian provinces,
 * the UK's nations and counties most often written, German and Austrian states, and
 * multi-word country names as commonly written.
 */
export const REGIONS = set(`
  alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois
  indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri
  montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington
  wisconsin wyoming
  alberta manitoba ontario quebec saskatchewan yukon nunavut
  england scotland wales cornwall devon kent essex surrey sussex yorkshire lancashire cheshire cumbria norfolk suffolk
  oxfordshire berkshire hampshire dorset somerset wiltshire gloucestershire warwickshire derbyshire nottinghamshire
  bavaria bayern saxony sachsen thuringia brandenburg hesse hessen tyrol tirol styria carinthia vorarlberg burgenland
  catalonia andalusia galicia lombardy tuscany sicily sardinia brittany normandy provence alsace flanders wallonia
  anatolia kurdistan siberia scandinavia
`);
export const MULTIWORD_PLACES = [
  'new york', 'new jersey', 'new mexico', 'new hampshire', 'north carolina', 'south carolina', 'north dakota',
  'south dakota', 'west virginia', 'rhode island', 'district of columbia', 'british columbia', 'nova scotia',
  'new brunswick', 'prince edward island', 'northern ireland', 'great britain', 'united kingdom', 'united states',
  'united states of america', 'united arab emirates', 'czech republic', 'dominican republic', 'south africa',
  'south korea', 'north korea', 'new zealand', 'sri lanka', 'costa rica', 'el salvador', 'puerto rico', 'saudi arabia',
  'hong kong', 'sierra leone', 'ivory coast', 'bosnia and herzegovina', 'north macedonia', 'papua new guinea',
  'lower saxony', 'lower austria', 'upper austria', 'north rhine-westphalia', 'rhineland-palatinate',
  'baden-wurttemberg', 'mecklenburg-vorpommern', 'saxony-anhalt', 'schleswig-holstein', 'west midlands',
  'greater london', 'greater manchester', 'east sussex', 'west sussex', 'north yorkshire', 'south yorkshire',
  'west yorkshire', 'northern cyprus', 'kola peninsula',
];

/**
 * US state and territory abbreviations (USPS Publication 28, appendix B) and Canadian
 * province codes, for "City, ST 12345" address lines.
 */
export const STATE_CODES = 'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI|AS|MP|AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT';

/** Months, weekdays and feasts: capitalized, common, never names here ("May", "August", "the Christmas card list"). */
export const CALENDAR_WORDS = set(`
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
  mondays tuesdays wednesdays thursdays fridays saturdays sundays
  christmas xmas easter halloween thanksgiving hanukkah diwali passover
`);

/**
 * The months and weekdays of other languages the DATE detector's lexicon knows (date-parts'
 * FOREIGN_CALENDAR_NAMES), by folded key ("marz", "maggio", "martes", "dinsdag").
 */
export const FOREIGN_CALENDAR_KEYS: ReadonlySet<string> = new Set([
  ...FOREIGN_CALENDAR_NAMES.map(foldKey),
  // Portuguese months, capitalised in a Mozambican or Brazilian letter ("mês de Outubro de 2026");
  // not "janeiro" (Rio de Janeiro), and those the lists hold as names are asked there (computeFacts).
  ...'fevereiro junho julho setembro outubro novembro dezembro'.split(' '),
]);

/**
 * German words names-german.ts claims in German text, by kind (GermanWord): the weekdays and the
 * months that no English text writes so ("montag", "marz": folded keys), the articles, possessives
 * and pronouns that open a sentence, the parts of a month ("Ende Juni"), and "Herren".
 */
export const GermanWord = { Calendar: 1, Opening: 2, PartOfMonth: 3, Herren: 4 } as const;
export const GERMAN_WORDS: ReadonlyMap<string, number> = new Map([
  ...'montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag januar janner februar marz maerz mai juni juli oktober dezember'
    .split(' ')
    .map((w) => [w, GermanWord.Calendar] as const),
  ...'der die das den dem des ein eine einen einem einer mein meine meinen meinem meiner unser unsere unseren unserem unserer ihr ihre ihren ihrem ihrer dein deine deinen deinem deiner sie ich wir es er'
    .split(' ')
    .map((w) => [w, GermanWord.Opening] as const),
  ...['anfang', 'mitte', 'ende'].map((w) => [w, GermanWord.PartOfMonth] as const),
  ['herren', GermanWord.Herren] as const,
]);

/** Particles inside personal names ("van der Berg", "de la Cruz", "bin Salman"; Malay "binti", "binte": a daughter's). */
export const NAME_PARTICLES = set('van von der den de del della di da dos das du la le zu ter ten bin binti binte bint ibn al el y e af');

/** Lower-case words that may join the words of one organization's name. */
export const ORG_CONNECTORS = set('of for the and de du des la le der für und i di del della van von &');

/** Words that end a company's, label's, club's or band's name after any capitalised word (names-trade.ts). */
export const TRADE_HEADS = new Set(
  'records recordings airlines airways studios productions pictures films motors pharmaceuticals brewing brewery distillery publishing publishers fc afc rovers wanderers hotspur albion squad crew orchestra choir quartet quintet ensemble collective'.split(' '),
);
/** Words that end one only after a name, a place or a word no list knows ("Leeds United", not "We Stand United"). */
export const WEAK_TRADE_HEADS = new Set(
  (
    'united athletic industries enterprises holdings technologies entertainment labs laboratories broadcasting communications ventures team boys girls brothers sisters band'
    // Trades and industries a firm is named by ("Northwind Energy", "Harbourview Gym", "CedarLake Pharmacy").
    + ' energy solutions partners consulting properties realty logistics dental bakery fitness gym pharmacy surveying orthopedics plumbing roofing landscaping interiors'
  ).split(' '),
);
