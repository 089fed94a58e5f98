import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../../src/engine/redactor.js';

/**
 * Spanish and Italian prose (fictitious people): the ordinary words that open its sentences
 * ("Solicito", "También", "Ieri", "Vorrei") are no names; the people in it still are. Default
 * options, exact text. Before: 7 Spanish and 6 Italian words taken as names.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('Spanish paragraphs', () => {
  it('paragraph 1', () => {
    expect(redact("Reclamación por cargo indebido. Solicito que María García López revise la factura del mes pasado. También quiero saber por qué el técnico Jorge Martínez no vino el martes. Gracias por su atención.")).toBe(
      "Reclamación por cargo indebido. Solicito que [PERSON_NAME] revise la factura del mes pasado. También quiero saber por qué el técnico [PERSON_NAME] no vino el martes. Gracias por su atención.",
    );
  });
  it('paragraph 2', () => {
    expect(redact("Estimados señores: Adjunto el contrato firmado por Lucía Fernández. Según lo acordado, el pago se hará en dos plazos. Quedo a la espera de su respuesta. Atentamente, Pablo Ruiz Sánchez.")).toBe(
      "Estimados señores: Adjunto el contrato firmado por [PERSON_NAME]. Según lo acordado, el pago se hará en dos plazos. Quedo a la espera de su respuesta. Atentamente, [PERSON_NAME].",
    );
  });
  it('paragraph 3', () => {
    expect(redact("Hola, soy Carmen Navarro. Ayer llamé al servicio técnico y nadie contestó. Necesito que alguien me ayude con la instalación. Además, el router sigue sin funcionar. Mi vecino Andrés Molina tiene el mismo problema.")).toBe(
      "Hola, soy [PERSON_NAME]. Ayer llamé al servicio técnico y nadie contestó. Necesito que alguien me ayude con la instalación. Además, el router sigue sin funcionar. Mi vecino [PERSON_NAME] tiene el mismo problema.",
    );
  });
});

describe('Italian paragraphs', () => {
  it('paragraph 1', () => {
    expect(redact("Buongiorno, sono Giulia Bianchi e vorrei segnalare un problema. Ieri ho ricevuto la fattura sbagliata. Inoltre, il tecnico Marco Esposito non si è presentato. Grazie per la collaborazione.")).toBe(
      "Buongiorno, sono [PERSON_NAME] e vorrei segnalare un problema. Ieri ho ricevuto la fattura sbagliata. Inoltre, il tecnico [PERSON_NAME] non si è presentato. Grazie per la collaborazione.",
    );
  });
  it('paragraph 2', () => {
    expect(redact("Gentili signori, allego il contratto firmato da Francesca Romano. Come concordato, il pagamento avverrà in due rate. Resto in attesa di una vostra risposta. Cordiali saluti, Luca Ferri.")).toBe(
      "Gentili signori, allego il contratto firmato da [PERSON_NAME]. Come concordato, il pagamento avverrà in due rate. Resto in attesa di una vostra risposta. Cordiali saluti, [PERSON_NAME].",
    );
  });
  it('paragraph 3', () => {
    expect(redact("Salve, mi chiamo Alessandro Greco. Purtroppo la connessione non funziona da lunedì. Abbiamo già chiamato l'assistenza ma nessuno ha risposto. Anche mia sorella Chiara Greco ha lo stesso problema. Vorrei sapere quando arriverà il tecnico.")).toBe(
      "Salve, mi chiamo [PERSON_NAME]. Purtroppo la connessione non funziona da lunedì. Abbiamo già chiamato l'assistenza ma nessuno ha risposto. Anche mia sorella [PERSON_NAME] ha lo stesso problema. Vorrei sapere quando arriverà il tecnico.",
    );
  });
});
describe('a single sentence', () => {
  it('keeps a common Spanish or Italian word (stopwords-iso lists) that opens it, with no other Spanish or Italian around', () => {
    expect(redact('También quiero saber.')).toBe('También quiero saber.');
    expect(redact('Purtroppo no.')).toBe('Purtroppo no.');
  });
});
