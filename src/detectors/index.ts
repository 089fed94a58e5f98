import type { Detector } from '../engine/types.js';
import address from './address.js';
import apiKey from './api-key.js';
import apiKeyNamed from './api-key-named.js';
import arCuit from './ar-cuit.js';
import auAbn from './au-abn.js';
import auTfn from './au-tfn.js';
import beNationalNumber from './be-national-number.js';
import brCnpj from './br-cnpj.js';
import brCpf from './br-cpf.js';
import caBn from './ca-bn.js';
import caSin from './ca-sin.js';
import chAhv from './ch-ahv.js';
import chUid from './ch-uid.js';
import cnResidentId from './cn-resident-id.js';
import cnUscc from './cn-uscc.js';
import creditCard from './credit-card.js';
import czBirthNumber from './cz-birth-number.js';
import date from './date.js';
import deSteuerId from './de-steuer-id.js';
import dkCpr from './dk-cpr.js';
import email from './email.js';
import esDniNie from './es-dni-nie.js';
import euVat from './eu-vat.js';
import euVatUnprefixed from './eu-vat-unprefixed.js';
import fiHetu from './fi-hetu.js';
import frNir from './fr-nir.js';
import gbNino from './gb-nino.js';
import iban from './iban.js';
import iePps from './ie-pps.js';
import ilId from './il-id.js';
import inAadhaar from './in-aadhaar.js';
import inGstin from './in-gstin.js';
import itCodiceFiscale from './it-codice-fiscale.js';
import jwt from './jwt.js';
import licenseKey from './license-key.js';
import licenseKeyNamed from './license-key-named.js';
import mxRfc from './mx-rfc.js';
import nlBsn from './nl-bsn.js';
import noFodselsnummer from './no-fodselsnummer.js';
import noMva from './no-mva.js';
import nzIrd from './nz-ird.js';
import organization from './organization.js';
import personName from './person-name.js';
import phone from './phone.js';
import plPesel from './pl-pesel.js';
import privateKey from './private-key.js';
import ptCitizenCard from './pt-citizen-card.js';
import ptNif from './pt-nif.js';
import roCnp from './ro-cnp.js';
import ruInn from './ru-inn.js';
import sePersonnummer from './se-personnummer.js';
import secretAssignment from './secret-assignment.js';
import secretHeader from './secret-header.js';
import secretPhrase from './secret-phrase.js';
import usDriversLicense from './us-drivers-license.js';
import usEin from './us-ein.js';
import usItin from './us-itin.js';
import usPassport from './us-passport.js';
import usSsn from './us-ssn.js';
import usernameAssignment from './username-assignment.js';
import usernameHandle from './username-handle.js';
import usernamePath from './username-path.js';
import usernameProfileUrl from './username-profile-url.js';
import zaId from './za-id.js';
import zipCode from './zip-code.js';

/**
 * THE detector registry: adding a detector is one file in this folder and one line here.
 * Order does not matter for results (overlaps are resolved by score and length).
 */
export const DETECTORS: readonly Detector[] = [
  address,
  apiKey,
  apiKeyNamed,
  arCuit,
  auAbn,
  auTfn,
  beNationalNumber,
  brCnpj,
  brCpf,
  caBn,
  caSin,
  chAhv,
  chUid,
  cnResidentId,
  cnUscc,
  creditCard,
  czBirthNumber,
  date,
  deSteuerId,
  dkCpr,
  email,
  esDniNie,
  euVat,
  euVatUnprefixed,
  fiHetu,
  frNir,
  gbNino,
  iban,
  iePps,
  ilId,
  inAadhaar,
  inGstin,
  itCodiceFiscale,
  jwt,
  licenseKey,
  licenseKeyNamed,
  mxRfc,
  nlBsn,
  noFodselsnummer,
  noMva,
  nzIrd,
  organization,
  personName,
  phone,
  plPesel,
  privateKey,
  ptCitizenCard,
  ptNif,
  roCnp,
  ruInn,
  sePersonnummer,
  secretAssignment,
  secretHeader,
  secretPhrase,
  usDriversLicense,
  usEin,
  usItin,
  usPassport,
  usSsn,
  usernameAssignment,
  usernameHandle,
  usernamePath,
  usernameProfileUrl,
  zaId,
  zipCode,
];
