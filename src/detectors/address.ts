import { defineDetector } from '../engine/detector.js';
import { addressFitsField } from './lib/field-fits.js';
import { findNameSpans } from './names/names-analysis.js';

export default defineDetector({
  id: 'address',
  entity: 'ADDRESS',
  after: ['EMAIL_ADDRESS'],
  encloses: true,
  fitsField: addressFitsField,
  find: (text, ctx) => findNameSpans(text, ctx).places,
  examples: {
    positive: [
      '1600 Pennsylvania Avenue NW, Washington, DC 20500', // one span: street, city, state, ZIP
      '221B Baker Street, London NW1 6XE', // UK postcode
      'Hauptstraße 5, 10115 Berlin', // continental order
      'P.O. Box 1234', // post office box
      { text: 'Ship to 42 Elm St., Apt 4B, Springfield, IL 62704 today.', match: '42 Elm St., Apt 4B, Springfield, IL 62704' },
      { text: 'The applicant was born in 1925 and lives in Nicosia.', match: 'Nicosia' }, // city after a cue
      { text: 'She moved from Ankara to İzmir.', match: ['Ankara', 'İzmir'] },
      { text: 'a company based in Großbottwar, Germany', match: 'Großbottwar, Germany' }, // town, country: one span
      { text: 'He lived in Kennedy Avenue.', match: 'Kennedy Avenue' }, // named street
    ],
    negative: [
      'The Court held that there had been a violation of Article 6.',
      'Reading the file, the judge found it nice.', // place names that are common words
      'Version 2.4 was released on 5 May.',
      'Mr Smith signed.',
    ],
  },
});
