import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

describe('over17: words removed that name no one (default options)', () => {
  it("keeps other languages' words that open a message or a request; the name beside them goes", () => {
    expect(redacted('Löytyi kaksi laskua tililtä.')).toBe('Löytyi kaksi laskua tililtä.');
    expect(redacted('Zaplaťte prosím do pátku.')).toBe('Zaplaťte prosím do pátku.');
    expect(redacted('Sebarang pertanyaan, hubungi kami.')).toBe('Sebarang pertanyaan, hubungi kami.');
    expect(redacted('Pedido confirmado.')).toBe('Pedido confirmado.');
    expect(redacted('Hola, tu Pedido está listo.')).toBe('Hola, tu Pedido está listo.');
    expect(redacted('Proszę zadzwonić.')).toBe('Proszę zadzwonić.');
    expect(redacted('Spotkajmy się jutro.')).toBe('Spotkajmy się jutro.');
    expect(redacted('Zadzwonię jutro, Anna')).toBe('Zadzwonię jutro, [PERSON_NAME]');
    expect(redacted('Siparişiniz kargoya verildi.')).toBe('Siparişiniz kargoya verildi.');
    expect(redacted("Merci de vous munir d'une pièce d'identité.")).toBe("Merci de vous munir d'une pièce d'identité.");
    expect(redacted('Objet : Demande de correction, Monsieur le Directeur,')).toBe('Objet : Demande de correction, Monsieur le Directeur,');
  });

  it("keeps the channels and sites one pays or looks through, and the readings' form words; the person beside them goes", () => {
    expect(redacted('Mobile (Airtel Money): +256 701 418736')).toBe('Mobile (Airtel Money): [PHONE_NUMBER]');
    expect(redacted('Network: Airtel Malawi')).toBe('Network: Airtel [ADDRESS]');
    expect(redacted('Mobile (MTN MoMo): 0772 418 273')).toBe('Mobile ([ORGANIZATION] MoMo): [PHONE_NUMBER]');
    expect(redacted('I saw it on Rightmove. Call Anna Kowalczyk.')).toBe('I saw it on Rightmove. Call [PERSON_NAME].');
    expect(redacted('Follow Anna Kowalczyk on Strava.')).toBe('Follow [PERSON_NAME] on Strava.');
    expect(redacted('Expedida en la ciudad de Panamá, a solicitud de la interesada.')).toBe('Expedida en la ciudad de [ADDRESS], a solicitud de la interesada.');
    expect(redacted("Njyewe, Umunyamabanga Nshingwabikorwa w'Akagari ka Kibagabaga, nemeza ko:")).toBe("Njyewe, Umunyamabanga Nshingwabikorwa w'Akagari ka [PERSON_NAME], nemeza ko:");
  });

  it('keeps "Suma" (the sum) opening an invoice\'s line; Suma the person still goes', () => {
    expect(redacted('Suma total: 120 EUR.')).toBe('Suma total: 120 EUR.');
    expect(redacted('Suma: 120 EUR')).toBe('Suma: 120 EUR');
    expect(redacted('Suma do zapłaty: 120 zł')).toBe('Suma do zapłaty: 120 zł');
    expect(found('Ana Suma llamó ayer.')).toEqual(['PERSON_NAME:Ana Suma']);
    expect(found('Suma Patel called yesterday.')).toEqual(['PERSON_NAME:Suma Patel']);
  });

  it("keeps the names of identifiers and a record's field names; the values go", () => {
    expect(redacted('Aadhaar number is required.')).toBe('Aadhaar number is required.');
    expect(redacted('Your spouse, Mr Tebogo Mmusi (Omang 415218273), is listed.')).toBe('Your spouse, [PERSON_NAME] (Omang [NATIONAL_ID]), is listed.');
    expect(redacted('Please visit any branch with your new Omang card.')).toBe('Please visit any branch with your new Omang card.');
    expect(redacted('SELECT Id, FirstName, LastName, Email, Birthdate FROM Contact')).toBe('SELECT Id, FirstName, LastName, Email, Birthdate FROM Contact');
    expect(redacted('FirstName=Ingeborg, LastName=Thorsrud')).toBe('FirstName=[PERSON_NAME], LastName=[PERSON_NAME]');
    expect(redacted('GivenName         : Sabine')).toBe('GivenName         : [PERSON_NAME]');
  });

  it('keeps a language\'s name after "in" and the Portuguese "Eu"; a town and a name stay found', () => {
    expect(redacted('Name in Latin: IVAN PETROV')).toBe('Name in Latin: [PERSON_NAME]');
    expect(redacted('Full name (in Latin letters): Ivan Petrov')).toBe('Full name (in Latin letters): [PERSON_NAME]');
    expect(redacted('He lived in Kalogrea.')).toBe('He lived in [ADDRESS].');
    expect(redacted('Eu sou Pedro Alves.')).toBe('Eu sou [PERSON_NAME].');
    expect(redacted('Eu sou o responsável.')).toBe('Eu sou o responsável.');
  });

  it('keeps romanized Hindi verbs and an Italian preposition in lower case; the same names in English go', () => {
    expect(redacted('usko lena hai')).toBe('usko lena hai');
    expect(redacted('bhej diya maine')).toBe('bhej diya maine');
    expect(redacted('i met lena yesterday')).toBe('i met [PERSON_NAME] yesterday');
    expect(redacted('hai lena, how are you?')).toBe('hai [PERSON_NAME], how are you?');
    expect(redacted('moved to maine last year')).toBe('moved to [ADDRESS] last year');
    expect(redacted('Numero della fattura: 45')).toBe('Numero della fattura: 45');
    expect(redacted('I met della yesterday')).toBe('I met [PERSON_NAME] yesterday');
  });
});
