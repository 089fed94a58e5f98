import { defineDetector } from '../engine/detector.js';

/**
 * The numbers by which an organization knows a person, right after the label that names them:
 * a patient's medical record or hospital number ("MRN: 00482917", "Hospital No: W0482291"), an
 * insurance member or policy number, a customer or client number ("Customer ID : VF-IN-7781023",
 * "número de cliente 7730021984"), an Indian CKYC number. They have no shape of their own, so
 * only after their label; order, ticket and invoice numbers name no one and stay. Reported as
 * USERNAME, the type of account identifiers.
 */
const LABEL = String.raw`(?<![\p{L}\p{N}])(?:MRN|medical[ \t]+record(?:[ \t]+(?:number|no\.?|#))?|hospital[ \t]+(?:number|no\.?|#|id)|patient[ \t]+(?:id|number|no\.?|#)|NHI|member(?:ship)?[ \t]+(?:id|number|no\.?|#)|policy[ \t]+(?:number|no\.?|#)|subscriber[ \t]+(?:id|number)|customer[ \t]+(?:id|number|no\.?|#)|client[ \t]+(?:id|number|no\.?|#)|CKYC(?:[ \t]+(?:number|no\.?|id))?|n(?:ú|u)mero[ \t]+de[ \t]+(?:cliente|socio|afiliado|paciente)|codice[ \t]+cliente|kundennummer|num(?:é|e)ro[ \t]+(?:de[ \t]+)?client)`;
// The value: letters, digits and single - / . separators, with at least five digits.
const VALUE = String.raw`(?<value>(?=[A-Z0-9./-]*\d(?:[A-Z./-]*\d){4})[A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])){3,23})(?![\p{L}\p{N}_]|[-/.][\p{L}\p{N}])`;

export default defineDetector({
  id: 'account-id',
  entity: 'USERNAME',
  patterns: () => [new RegExp(String.raw`${LABEL}["']?[ \t]*(?:[:=#][ \t]*)?["']?${VALUE}`, 'giu')],
  // The labels' words as they begin (a bare "patient", "member" or "policy" is common in prose).
  keywords: [
    'mrn', 'medical record', 'nhi', 'ckyc', 'hospital number', 'hospital no', 'hospital nr', 'hospital #',
    'hospital id', 'patient number', 'patient no', 'patient nr', 'patient #', 'patient id', 'member number',
    'member no', 'member nr', 'member #', 'member id', 'membership number', 'membership no', 'membership nr',
    'membership #', 'membership id', 'policy number', 'policy no', 'policy nr', 'policy #', 'policy id',
    'subscriber number', 'subscriber no', 'subscriber nr', 'subscriber #', 'subscriber id', 'customer number',
    'customer no', 'customer nr', 'customer #', 'customer id', 'client number', 'client no', 'client nr', 'client #',
    'client id', 'de cliente', 'de socio', 'de afiliado', 'de paciente', 'codice cliente', 'kundennummer',
    'numéro client', 'numero client', 'numéro de client', 'numero de client',
  ],
  window: 64,
  score: 0.75,
  examples: {
    positive: [
      // Fictitious records.
      { text: 'Patient: RODRIGUEZ, Teresa M.          MRN: 00482917', match: '00482917' },
      { text: 'Hospital No: W0482291', match: 'W0482291' },
      { text: 'Insurance: Buckeye Health Plan, member ID BHP884302117, group 00731.', match: 'BHP884302117' },
      { text: 'Customer ID      : VF-IN-7781023', match: 'VF-IN-7781023' },
      { text: 'con el número de cliente 7730021984. Les escribo', match: '7730021984' },
      { text: 'Remarks: CKYC no. 30012345678901 fetched', match: '30012345678901' },
    ],
    negative: [
      'order number 40028817', // an order names no one
      'customer id: pending',
      'member ID card',
      'policy number 12', // too short
      'customer number 2023', // four digits: a year, a count
    ],
  },
});
