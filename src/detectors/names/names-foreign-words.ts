/**
 * Common words of Portuguese, Spanish, Romanian, Czech, French, Italian and German letters and
 * forms (and, since the sixth reading, Finnish, Hungarian, Danish and Indonesian ones; since
over4 Croatian, Estonian and Malay ones; since names5 Lithuanian ones, "Informuojame", "Jūsų"; since over5 WhatsApp's placeholders for a
media file in Portuguese and Spanish, "<Mídia oculta>", "<Multimedia omitido>"; and the halves of bilingual forms' labels, "Abreise /
Departure", "Numéro d'assurance sociale"; since over9 Spanish letters' and receipts' words, "Conforme a…", "Atención al
Ciudadano", "Boleta de Venta", "Telf.", Albanian headings, "Shtetasja", "Përgjegjësja e Personelit", Icelandic "Sími", "Við", Czech "Dobrý den",
Slovene, Serbian, Latvian, Malay, Lithuanian, Dutch and French ones, "banki Slovenije", "Wisma Hasil", "Lietuvos Respublikos", "Huur",
"Avocate au Barreau"; since over10 Moldovan Romanian, Uruguayan Spanish, Quebec French and Irish ones, "Soțul asiguratei",
"Șef secție", "Jefa de Sección", "Régie de l'assurance maladie", "Cáin agus Custaim"; since over11 a Mexican address's
"Alcaldía", Spanish "vive", "Sistema Nacional", "Registro", "Salud", Indonesian "Sumber Daya Manusia", "Kredit Pemilikan Rumah",
Hungarian "Adó", Danish "Københavns Kommune", "NemKonto"; since probes1 German "und", "wohne": "Ich bin Jonas und wohne"; since over12 a Maltese form's labels, "Formola ta' Reġistrazzjoni",
"Numru tal-Karta", "Dettalji Personali", Swahili ones, "Namba ya Kitambulisho cha Taifa", "Akaunti ya benki", Costa Rican and
Guatemalan Spanish, "Sucursal", "Plataforma de Servicios", "Registro Tributario Unificado", Uzbek "Ushbu", "Mobil tel.",
"Chilonzor tumani", Azerbaijani "müdiri", "Xahiş edirəm", French "Ressources Humaines", German "Geburtstag"; since over15 "Documento Único de Identidad", "Asegurado"; since over16 the words probes23 found taken, Spanish "Un abrazo", "Acude",
Portuguese "Qualquer coisa", "Pode", Italian "Paziente", "Residente", German "Rückruf", romanized Hindi "Bhai", "Didi", Swahili
"Alizaliwa", "Anaishi", "Nipigie simu", greetings no list holds as names, "Habari", "Kumusta", "Salamat"; the fourteenth reading's
Portuguese, Spanish and Montenegrin form words, "a Senhora", "Bilhete de Identidade", "Cédula", "Supervisora de Ventas", "u svojstvu
osiguranog lica", and a wiki's "{{Infobox"; since over17 the lead's probes' openers of letters and
messages, Finnish "Löytyi", Czech "Zaplaťte", Malay and Indonesian "Sebarang", Spanish and Portuguese "Pedido", Polish
"Proszę", "jutro", "Zadzwonię", "Spotkajmy", Turkish "Sipariş", "Siparişiniz", French "Demande", "Directeur"; the
readings' Spanish "Teléfono:", "Supervisora de Línea", "Expedida en…", "Seguros Sociales", Kinyarwanda's title "Umunyamabanga
Nshingwabikorwa", executive secretary; since leaks37 the eighteenth reading's form words, a Guinean pay slip's "Salaire de base",
"Prime de rendement", "Heures supplémentaires", "Avance sur salaire", "Date de naissance", "prélèvement", a Cape Verdean
vaccination card's "Programa Alargado de Vacinação", "Nº de registo", "lote", "Próxima dose", a Samoan death certificate's
labels, "Igoa atoa", "Aso fanau", "Nofoaga na maliu", "Ofisa o le Resitara", and a Somali NIRA form's, "Wasaaradda
Arrimaha Gudaha", "Lambarka Aqoonsiga Qaranka"; since leaks40 the nineteenth reading's, a Tongan marriage
certificate's labels, "Hingoa kakato" (full name), "Fika ID Fakafonua" (national ID number), "Faifekau" (minister),
"Tatau moʻoni" (true copy), a Chichewa land certificate's, "Dzina la mwini malo", "Foni", "Mkazi ndi mwamuna",
Djiboutian and Burkinabè French headings and titles, "Égalité", "Paix", "Ministère", "Matricule", "Praticien
hospitalier", "Comptable", "Gestion", a Faroese tax letter's "húsalán", "Persónsdeildin", "Vanganum"; since reader20 the twentieth reading's form words, a Vanuatu
lease notice's Bislama, "Lis Taetel", "Sais blong graon", "Risit", "Tingting", a São Tomé transcript's "Disciplina",
"Boletim", "Liceu", "Educação Física", a Namibian death certificate's Afrikaans, "Inskrywing", "Weduwee", "Eggenoot",
"Natuurlik", a Togolese summons' "Liberté - Patrie", "Procureur", "Huissier", "Greffe correctionnel", Nicaraguan "Ahorro",
"Declaro"; since reader21 the twenty-first reading's, a Greenlandic marriage certificate's Danish and
Greenlandic labels, "Folkeregistret", "Brudgom", "Vielsen", "Vidner", "Attesten", "Aappariinneq ullormi", a Liechtenstein
discharge letter's "Medizinische Klinik", "Tochter (Bezugsperson)", "Oberärztin Innere Medizin", a Gabonese pension
statement's "Prestations", "Date de jouissance", "Retenue", San Marino's "Ufficio Tecnico", "Unità Organizzativa
Motorizzazione", Danish "til konto", Icelandic and Czech subjects, "Launaseðill", "Reikningur", "Pojistná událost"; since
reader22 the twenty-second reading's Sahelian French forms, the mottos' "Unité - Travail - Progrès", "Un Peuple", a work
permit's "Passeport", "Ingénieur", a licence renewal's "Photocopie", "Ancien permis", "Fait à", "Mandataire", a tax
assessment's "Bénéfice", "Acomptes", "Pénalités"; since
reader23 the twenty-third reading's, a Surinamese ministry's "Afdeling Studiefinanciering", "Onderwijs, Wetenschap en Cultuur",
"Hoofd", a Congolese summons' "Unité * Travail * Progrès", "Rôle général", "Maître", a Portuguese WhatsApp chat's "filha",
"liga pra", "esse conteúdo", "Mudança", "Precisa" (not "Mãe", "manda", "ela": family names of the gazetteers); since reader25 the twenty-fifth reading's, a
Bruneian offer letter's Malay, "Syarikat", "Gaji", "Elaun", "Tempoh", "Caruman", "Sila", "Yang Dihormati", "Ketua Pegawai
Eksekutif", a Bissau-Guinean deed's "Cartório Notarial", "Notária", "Arquivo", "Passaporte", "Verifiquei", "Conservatória", a
Macanese certificate's "Processo", "Serviço de Urgência", "Entidade", "Licença", "Carimbo", Burundian "Officier", Bosnian "Grada",
"Kantonalni", "Služba", a Basotho tax return's Sesotho labels, "Mabitso" (names), "Nomoro ea lekhetho" (tax number), "Letsatsi"
(date), "Mohala" (phone), and romanized Hindi "Apna", "karna padega", "Aapka"; since
reader24 the twenty-fourth reading's, a Comorian police clearance's "Unité – Solidarité – Développement",
"Trésor", "Le Greffier", an Equatoguinean register's "Tomo", "Juez Encargado", "Recibo", "pasaporte ecuatoguineano",
a Timorese voter card's Tetum, "Kartaun Eleitorál", "Suku", "Aldeia", "Postu Administrativu", "Deklarasaun", "Selu",
"Ministériu Administrasaun Estatál", Seychellois Kreol "Nimero", Swedish subjects, "Kvitto", "Veckans") that open
 * a sentence, a salutation or a label with a capital ("Assunto:", "Vážená paní", "Fecha de alta:",
 * "Salariul brut", "Lien de parenté", "Departamento de Atención al Cliente", German adverbs of
 * time opening a one-line message, "Gestern hat …"; a Turkish CV's degrees and job titles,
 * "Kıdemli Veri Analisti", "Takım Lideri", "Yüksek Lisans"): written with a capital they look like unknown
 * names. Keys are folded (foldKey: lower case, no diacritics). A word is listed only if it is no
 * family name of the gazetteers (test/detectors/names/names-foreign-words.test.ts checks it), so
 * a surname written where these words stand is still found; "Assunto" is also a rare Italian
 * given name, listed all the same (the surname after it is still found).
 */
const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter((w) => w !== ''));

export const FOREIGN_COMMON_WORDS: ReadonlySet<string> = words(`
  assunto notificacao regularizacao declaracao identificacao seguranca cidadao financas
  exmo exma prezado prezada atenciosamente morada contribuinte assinatura pagamento
  direcao reparticao servicos tributaria modelo chefe referencia novembro
  fecha servicio medicina interna cardiologia arrendadora arrendataria nacimiento ingreso
  diagnostico tratamiento antecedentes exploracion evolucion domicilio estimado estimada
  atentamente firmado ciudad recursos humanos coordinadora almacen
  salariul prin mentionam prezenta intocmit adeverinta societatea angajatul angajata domiciliat
  domiciliata eliberata semnatura stampila judetul
  vazena vazeny vazeni cislo pojistence pokud vasi svuj regionalni pobocka vseobecna zdravotni
  pojistovna ceske republiky dluznou dluzna dekujeme upozorneni oddeleni splatnost
  echevins bourgmestre remboursement delegue delegee virement taux fille
  letto approvato approvata
  gerencia atencion autonoma debito
  revenus impot facteur cotisations syndicales renseignements
  paatos paatoksessa myonnamme lisatietoja lapsen tuki sahkoposti ruokakunnan jasenet
  ystavallisin terveisin asumistuesta hakija
  szuletesi kerjuk kerdes adatai felhivas hianypotlasra tisztelt ugyfelkapu vamhivatal
  vamigazgatosag varmegyei
  kaere eventuel folkeregister borgerservice sagsnummer
  nummer nummeret numret
  istri kesehatan jabatan
  departamento cliente
  escriba indique adjunte rellene
  gestern heute vorgestern
  und nicht wohne wohnt wohnen arbeite
  demeurant demeurante
  informuojame jusu jums pagarbiai gerbiamas gerbiamoji
  abreise anreise ehegatte ehegattin ehefrau ehemann mitreisende wohnadresse
  agence numero adresse autres montant employeur codigo
  usuario derecho peticion
  midia oculta omitido omitida
  rjesenje iznos protiv ispostava ministarstvo financija porezna uprava podrucni ured predmet zalba obavijest
  zahtjev potvrda vas vasa vase vasem vasim vasu
  tervisetoend saatekiri registratuur saime
  nemzeti hely
  borang penolong pengarah suami isteri
  universitesi endustri muhendisligi lisans lisansi veri bilimi kidemli analisti analist tedarik zinciri takim
  lideri kampanya kimlik yuksek muduru uzmani muhendisi yoneticisi sorumlusu
  conforme ciudadano ciudadana seguro licencia boleta venta electronica caja consulte verifique telf ofic centro
  shtetasja shtetasi pergjegjesja pergjegjesi personelit drejtori drejtoresha ekzekutiv prot italise
  simi vid
  dobry
  dezelni slovenije sklad sluzbe latinica gada novembri
  wisma hasil persiaran perbandaran lietuvos respublikos huur registre barreau
  sotul sotia platile certificatul sef sectie teritoriala asigurari servicii publice agentia
  jefa contribuyentes integrado regie agus custaim
  alcaldia vive sistema nacional registro salud
  sumber daya manusia kredit pemilikan rumah gudang
  ado
  kommune kobenhavns nemkonto
  formola registrazzjoni persuna xoghol dettalji personali isem numru kuntatt emergenza ahhar impjieg hlas kont bankarju
  niddikjara ufficcju xogħol ħlas
  namba kitambulisho taifa mlipakodi akaunti tawi ninathibitisha kuwa
  sucursal salario plataforma servicios jefatura tributario unificado asimismo agencia
  ushbu mobil turmush tumani
  mudiri xahis kocurmeler kocurmələr
  ressources humaines
  geburtstag mitversicherung
  jsem jsme jste
  documento unico identidad asegurado asegurada
  abrazo acude paciente paziente residente abito nacido nacida
  qualquer coisa pode nascido nascida
  ruckruf
  bhai usko didi bhej
  simu nipigie alizaliwa anaishi habari jambo
  kumusta salamat namaste oye
  senhora obrigatoria identidade cidade bilhete delegado cedula supervisora jefa ventas
  svojstvu osiguranog zakona taksa infobox
  loytyi zaplatte sebarang pedido prosze jutro zadzwonie spotkajmy siparis siparisiniz demande directeur
  telefono linea expedida sociales umunyamabanga nshingwabikorwa
  salaire rendement heures supplementaires avance naissance bancaires prelevement republique
  saude registo lote proxima programa alargado vacinacao encomendas ganhe familie
  ofisa resitara resitala fanau maliu faaipoipoga faamasino fale igoa atoa nofoaga tuaoi masani faamatalaga tuuina
  wasaaradda arrimaha gudaha diiwaangelinta aqoonsiga qaranka lambarka codsaduhu lacagta kaarka
  hingoa kakato fakafonua faifekau fakahoko tatau fika tangata tamai ngaue lesisita taimi pulusi totongi telefoni
  nofoʻanga fetuʻutaki fakamoʻoni moʻoni
  dzina mwini ogwirizana foni mkazi mwamuna banja ufulu mwambo satifiketi
  egalite paix ministere matricule praticien hospitalier comptable gestion
  husalan personsdeildin vanganum hjunafelagi sakshandsamari vinarliga avrit
  taetel eria blong taem kastom risit deit tingting sapos provins namba aelan ripablik wetnes
  disciplina trabalho classif humanisticas olimpiadas boletim liceu secretaria educacao fisica
  inskrywing weduwee gewone woonplek natuurlik eggenoot registrateur sterfdatum
  liberte patrie procureur huissier greffe correctionnel
  ahorro declaro amiga
  folkeregistret brudgom brud vielsen vidner aegteskabet registreret attesten aappariinneq ullormi
  aappariinnerup kingorna efter medizinische klinik bezugsperson clavulansaure oberarztin innere
  prestations jouissance detail retenue muni ufficio tecnico organizzativa motorizzazione legale nuova
  konto incl launasedill reikningur pojistna medizin unita civile navn nome til
  afdeling studiefinanciering onderwijs wetenschap cultuur hoofd medische laboratorium
  unite progres role maitre filha liga esse conteudo mudanca precisa
  peuple passeport ingenieur photocopie ancien fait mandataire benefice benefices
  acomptes penalites remboursements edite permis
  syarikat gaji elaun tempoh caruman sila kuning sijil kesihatan dihormati akta tabung amanah pekerja pencen ketua pegawai
  eksekutif cartorio notarial notaria arquivo passaporte verifiquei conservatoria processo servico urgencia entidade
  licenca carimbo officier grada kantonalni kantonalnom sluzba mabitso nomoro lekhetho letsatsi mohala apna padega aapka
  solidarite developpement tresor toute greffier dernier
  tomo juez encargado recibo pasaporte ecuatoguineano ecuatoguineana regiao transporte
  kartaun eleitoral eleitor suku aldeia postu administrativu deklarasaun selu ministeriu administrasaun estatal
  nimero kvitto veckans
`);

/**
 * Tags and names of file formats written in capitals ("0 @I1@ INDI", "1 SUBM @SUB1@", "# extended
 * LDIF"): GEDCOM's record and event tags, and format names the acronym list lacked. No
 * organization.
 */
export const FORMAT_TAGS: ReadonlySet<string> = words(`
  indi fam subm subn trlr sour plac deat buri chr famc fams husb chil givn surn obje repo
  ldif ldap gedcom yaml toml
`);
