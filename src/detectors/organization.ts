import { defineDetector } from '../engine/detector.js';
import { organizationFitsField } from './lib/field-fits.js';
import { findNameSpans, NAME_ANALYSIS_CUES } from './names/names-analysis.js';
import { orgShortNames } from './names/names-memory.js';

export default defineDetector({
  id: 'organization',
  entity: 'ORGANIZATION',
  after: ['EMAIL_ADDRESS'],
  encloses: true,
  fitsField: organizationFitsField,
  find: (text, ctx) => findNameSpans(text, ctx).orgs,
  // The names analysis reads informal lines' marks and chat words from these (names-register).
  cues: NAME_ANALYSIS_CUES,
  aliases: (value, after) => orgShortNames(value, after),
  examples: {
    positive: [
      'Robert Bosch GmbH', // legal form (ISO 20275)
      'Viasat Broadcasting UK Ltd',
      { text: 'He worked for Acme Widgets, Inc. until 2020.', match: 'Acme Widgets, Inc.' },
      { text: 'shares in Northwind Traders plc rose', match: 'Northwind Traders plc' }, // a legal form in lower case
      { text: "She was treated at St. Mary's Hospital.", match: "St. Mary's Hospital" }, // a possessive inside the name
      { text: 'The Ankara State Security Court convicted him.', match: 'Ankara State Security Court' }, // institution
      { text: 'He appealed to the Court of Cassation.', match: 'Court of Cassation' },
      { text: 'a letter from the Ministry of Defence', match: 'Ministry of Defence' },
      { text: 'a letter from the Ministry of Foreign Affairs', match: 'Ministry of Foreign Affairs' }, // the whole object of "of"
      { text: 'the Department of Homeland Security said', match: 'Department of Homeland Security' },
      { text: 'The Court of Appeal Judge agreed.', match: 'Court of Appeal' }, // a role after the name stays out
      { text: 'She studied at Istanbul Technical University.', match: 'Istanbul Technical University' },
      { text: 'the Kurdistan Workers’ Party (PKK); a member of the PKK', match: ['Kurdistan Workers’ Party', 'PKK', 'PKK'] }, // acronym defined, then used
    ],
    negative: [
      'The Court held that there had been a violation of Article 6.', // "Court" alone
      'The Government did not reply. The Ministry agreed.', // generic references
      'Export the PDF and send the URL to the CEO.', // acronyms that are no organization
      'Mr Smith lives in London.',
    ],
  },
});
