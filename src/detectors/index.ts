import type { Detector } from '../engine/types.js';
import auAbn from './au-abn.js';
import brCnpj from './br-cnpj.js';
import caBn from './ca-bn.js';
import chUid from './ch-uid.js';
import email from './email.js';
import euVatUnprefixed from './eu-vat-unprefixed.js';
import euVat from './eu-vat.js';
import inGstin from './in-gstin.js';
import mxRfc from './mx-rfc.js';
import noMva from './no-mva.js';
import nzIrd from './nz-ird.js';
import usEin from './us-ein.js';
import usItin from './us-itin.js';

/**
 * THE detector registry: adding a detector is one file in this folder and one line here.
 * Order does not matter for results (overlaps are resolved by score and length).
 */
export const DETECTORS: readonly Detector[] = [
  email,
  euVat,
  euVatUnprefixed,
  usEin,
  usItin,
  inGstin,
  auAbn,
  caBn,
  chUid,
  noMva,
  brCnpj,
  mxRfc,
  nzIrd,
];
