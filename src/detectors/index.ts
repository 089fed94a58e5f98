import type { Detector } from '../engine/types.js';
import address from './address.js';
import apiKey from './api-key.js';
import auTfn from './au-tfn.js';
import beNationalNumber from './be-national-number.js';
import brCpf from './br-cpf.js';
import caSin from './ca-sin.js';
import chAhv from './ch-ahv.js';
import cnResidentId from './cn-resident-id.js';
import creditCard from './credit-card.js';
import czBirthNumber from './cz-birth-number.js';
import deSteuerId from './de-steuer-id.js';
import dkCpr from './dk-cpr.js';
import email from './email.js';
import esDniNie from './es-dni-nie.js';
import fiHetu from './fi-hetu.js';
import frNir from './fr-nir.js';
import gbNino from './gb-nino.js';
import iban from './iban.js';
import iePps from './ie-pps.js';
import ilId from './il-id.js';
import inAadhaar from './in-aadhaar.js';
import itCodiceFiscale from './it-codice-fiscale.js';
import nlBsn from './nl-bsn.js';
import noFodselsnummer from './no-fodselsnummer.js';
import organization from './organization.js';
import personName from './person-name.js';
import phone from './phone.js';
import plPesel from './pl-pesel.js';
import ptCitizenCard from './pt-citizen-card.js';
import ptNif from './pt-nif.js';
import roCnp from './ro-cnp.js';
import sePersonnummer from './se-personnummer.js';
import usDriversLicense from './us-drivers-license.js';
import usPassport from './us-passport.js';
import usSsn from './us-ssn.js';
import zaId from './za-id.js';
import zipCode from './zip-code.js';

/**
 * THE detector registry: adding a detector is one file in this folder and one line here.
 * Order does not matter for results (overlaps are resolved by score and length).
 */
export const DETECTORS: readonly Detector[] = [
  address,
  apiKey,
  auTfn,
  beNationalNumber,
  brCpf,
  caSin,
  chAhv,
  cnResidentId,
  creditCard,
  czBirthNumber,
  deSteuerId,
  dkCpr,
  email,
  esDniNie,
  fiHetu,
  frNir,
  gbNino,
  iban,
  iePps,
  ilId,
  inAadhaar,
  itCodiceFiscale,
  nlBsn,
  noFodselsnummer,
  organization,
  personName,
  phone,
  plPesel,
  ptCitizenCard,
  ptNif,
  roCnp,
  sePersonnummer,
  usDriversLicense,
  usPassport,
  usSsn,
  zaId,
  zipCode,
];
