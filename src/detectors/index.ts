import type { Detector } from '../engine/types.js';
import accountId from './account-id.js';
import address from './address.js';
import analyticsCookie from './analytics-cookie.js';
import apiKey from './api-key.js';
import apiKeyNamed from './api-key-named.js';
import bankAccount from './bank-account.js';
import creditCard from './credit-card.js';
import csrfHeader from './csrf-header.js';
import csvBlock from './csv-block.js';
import date from './date.js';
import dateCode from './date-code.js';
import dateMonthDay from './date-month-day.js';
import email from './email.js';
import gedcom from './gedcom.js';
import fhir from './fhir.js';
import personNameJsonParts from './person-name-json-parts.js';
import emailSpoken from './email-spoken.js';
import emailObfuscated from './email-obfuscated.js';
import hl7 from './hl7.js';
import x12 from './x12.js';
import edifactPaxlst from './edifact-paxlst.js';
import mimeEncodedWord from './mime-encoded-word.js';
import wsseUsernameToken from './wsse-username-token.js';
import redisMonitor from './redis-monitor.js';
import dicomDump from './dicom-dump.js';
import mrz from './mrz.js';
import windowsEvent from './windows-event.js';
import swiftMt from './swift-mt.js';
import aadhaarKyc from './aadhaar-kyc.js';
import iban from './iban.js';
import jwt from './jwt.js';
import passwordHash from './password-hash.js';
import personNameDeviceOwner from './person-name-device-owner.js';
import ldif from './ldif.js';
import licenseKey from './license-key.js';
import licenseKeyNamed from './license-key-named.js';
import machineName from './machine-name.js';
import nationalIdLabelled from './national-id-labelled.js';
import nationalIdScriptLabelled from './national-id-script-labelled.js';
import nationalIdLabelledTwelfth from './national-id-labelled-twelfth.js';
import nationalIdLabelledThirteenth from './national-id-labelled-thirteenth.js';
import nationalIdLabelledEighteenth from './national-id-labelled-eighteenth.js';
import nationalIdLabelledTwentySecond from './national-id-labelled-twenty-second.js';
import nationalIdLabelledTwentyFourth from './national-id-labelled-twenty-fourth.js';
import personNameDn from './person-name-dn.js';
import tableDashedHeader from './table-dashed-header.js';
import secretPowershell from './secret-powershell.js';
import secretCredentialCall from './secret-credential-call.js';
import secretNetworkConfig from './secret-network-config.js';
import cardTrack from './card-track.js';
import aamvaBarcode from './aamva-barcode.js';
import callerId from './caller-id.js';
import usernamePlatformIds from './username-platform-ids.js';
import wikiTable from './wiki-table.js';
import psqlExpanded from './psql-expanded.js';
import personNameBirthName from './person-name-birth-name.js';
import qrPayload from './qr-payload.js';
import personNameMacHost from './person-name-mac-host.js';
import personNameDhcpHost from './person-name-dhcp-host.js';
import laoLabelled from './lao-labelled.js';
import dateCardExpiry from './date-card-expiry.js';
import cardSecurityCode from './card-security-code.js';
import bankAccountScript from './bank-account-script.js';
import personNameGivenFamily from './person-name-given-family.js';
import searchHighlight from './search-highlight.js';
import emailArchiveAt from './email-archive-at.js';
import emailWrapped from './email-wrapped.js';
import nationalIds from './national-ids.js';
import ocrSpaced from './ocr-spaced.js';
import organization from './organization.js';
import personName from './person-name.js';
import pgParameters from './pg-parameters.js';
import pgKeyDetail from './pg-key-detail.js';
import tableAccountColumn from './table-account-column.js';
import personNamePath from './person-name-path.js';
import personNameFileName from './person-name-file-name.js';
import passport from './passport.js';
import phone from './phone.js';
import phoneSpoken from './phone-spoken.js';
import privateKey from './private-key.js';
import secretAssignment from './secret-assignment.js';
import secretHeader from './secret-header.js';
import basicCredentials from './basic-credentials.js';
import lineChatExport from './line-chat-export.js';
import secretManagerPayload from './secret-manager-payload.js';
import secretPhrase from './secret-phrase.js';
import sessionCookie from './session-cookie.js';
import spokenValues from './spoken-values.js';
import sqlInsert from './sql-insert.js';
import usDriversLicense from './us-drivers-license.js';
import usPassport from './us-passport.js';
import usernameAssignment from './username-assignment.js';
import usernameHandle from './username-handle.js';
import usernameJsonProfile from './username-json-profile.js';
import usernameLog from './username-log.js';
import usernameLoginColumn from './username-login-column.js';
import usernameLoginRecords from './username-login-records.js';
import addressDateStreet from './address-date-street.js';
import addressGridStreet from './address-grid-street.js';
import usernamePath from './username-path.js';
import usernamePhrase from './username-phrase.js';
import usernameByLogin from './username-by-login.js';
import usernameCodeOwner from './username-code-owner.js';
import usernameTicketLogin from './username-ticket-login.js';
import usernamePsqlRoles from './username-psql-roles.js';
import usernameWindowsHost from './username-windows-host.js';
import usernameCredentialCall from './username-credential-call.js';
import usernameSqlAccount from './username-sql-account.js';
import usernameUnixAccount from './username-unix-account.js';
import usernameProfileUrl from './username-profile-url.js';
import usernameStripe from './username-stripe.js';
import usernameReddit from './username-reddit.js';
import usernameAwsArn from './username-aws-arn.js';
import usernameSquid from './username-squid.js';
import usernameGitlabAudit from './username-gitlab-audit.js';
import usernameUpi from './username-upi.js';
import vcard from './vcard.js';
import zipCode from './zip-code.js';
import addressCjk from './address-cjk.js';
import bankAccountBr from './bank-account-br.js';
import phoneSsr from './phone-ssr.js';
import pnr from './pnr.js';
import boardingPass from './boarding-pass.js';
import nachaEntry from './nacha-entry.js';
import bai2Fields from './bai2-fields.js';
import latexCv from './latex-cv.js';
import mt940Fields from './mt940-fields.js';
import jsonKeyValuePair from './json-key-value-pair.js';
import googleAdminAudit from './google-admin-audit.js';
import usernameOpenvpnStatus from './username-openvpn-status.js';
import addressTurkish from './address-turkish.js';
import addressGreek from './address-greek.js';
import addressSplitStreet from './address-split-street.js';
import addressJsonLine from './address-json-line.js';
import addressScriptStreet from './address-script-street.js';
import zipCodeIr from './zip-code-ir.js';
import phoneJpMobile from './phone-jp-mobile.js';
import phoneCnMobile from './phone-cn-mobile.js';
import phoneKrMobile from './phone-kr-mobile.js';
import usernameMessengerId from './username-messenger-id.js';
import usernameOkta from './username-okta.js';
import usernameTerraform from './username-terraform.js';
import bankAccountNational from './bank-account-national.js';
import personalNumberLabelled from './personal-number-labelled.js';
import ghanapostGps from './ghanapost-gps.js';
import personNameQuotedParty from './person-name-quoted-party.js';
import personNameFormLabel from './person-name-form-label.js';
import personNameScriptLabelled from './person-name-script-labelled.js';
import personNameJapanese from './person-name-japanese.js';
import personNameKazakhPatronymic from './person-name-kazakh-patronymic.js';
import personNameLatinPatronymic from './person-name-latin-patronymic.js';
import personNameTitleCaps from './person-name-title-caps.js';
import idCardRo from './id-card-ro.js';
import bankAccountJp from './bank-account-jp.js';
import driversLicenseJp from './drivers-license-jp.js';
import driversLicenseDe from './drivers-license-de.js';
import bankSortAccount from './bank-sort-account.js';
import dataframePrint from './dataframe-print.js';
import personNamePayee from './person-name-payee.js';
import personNameIso20022 from './person-name-iso20022.js';
import referenceNumber from './reference-number.js';
import secretCode from './secret-code.js';
import usernameChatAuthor from './username-chat-author.js';
import usernameIrc from './username-irc.js';
import usernameSip from './username-sip.js';
import usernameJsonUserId from './username-json-user-id.js';

/**
 * THE detector registry: adding a detector is one file in this folder and one line here.
 * Order does not matter for results (overlaps are resolved by score and length).
 */
export const DETECTORS: readonly Detector[] = [
  accountId,
  address,
  analyticsCookie,
  apiKey,
  apiKeyNamed,
  bankAccount,
  creditCard,
  csrfHeader,
  csvBlock,
  date,
  dateCode,
  dateMonthDay,
  email,
  fhir,
  personNameJsonParts,
  gedcom,
  emailSpoken,
  emailObfuscated,
  hl7,
  x12,
  edifactPaxlst,
  mimeEncodedWord,
  wsseUsernameToken,
  redisMonitor,
  dicomDump,
  mrz,
  windowsEvent,
  swiftMt,
  aadhaarKyc,
  iban,
  jwt,
  passwordHash,
  personNameDeviceOwner,
  ldif,
  licenseKey,
  licenseKeyNamed,
  machineName,
  nationalIdLabelled,
  nationalIdScriptLabelled,
  nationalIdLabelledTwelfth,
  nationalIdLabelledThirteenth,
  nationalIdLabelledEighteenth,
  nationalIdLabelledTwentySecond,
  nationalIdLabelledTwentyFourth,
  personNameDn,
  tableDashedHeader,
  secretPowershell,
  secretCredentialCall,
  secretNetworkConfig,
  cardTrack,
  aamvaBarcode,
  callerId,
  usernamePlatformIds,
  wikiTable,
  psqlExpanded,
  personNameBirthName,
  qrPayload,
  personNameMacHost,
  personNameDhcpHost,
  laoLabelled,
  dateCardExpiry,
  cardSecurityCode,
  bankAccountScript,
  personNameGivenFamily,
  searchHighlight,
  emailArchiveAt,
  emailWrapped,
  nationalIds,
  ocrSpaced,
  organization,
  personName,
  pgParameters,
  pgKeyDetail,
  tableAccountColumn,
  personNamePath,
  personNameFileName,
  passport,
  phone,
  phoneSpoken,
  privateKey,
  secretAssignment,
  secretHeader,
  basicCredentials,
  lineChatExport,
  secretManagerPayload,
  secretPhrase,
  sessionCookie,
  spokenValues,
  sqlInsert,
  usDriversLicense,
  usPassport,
  usernameAssignment,
  usernameHandle,
  usernameJsonProfile,
  usernameLog,
  usernameLoginColumn,
  usernameLoginRecords,
  addressDateStreet,
  addressGridStreet,
  usernamePath,
  usernamePhrase,
  usernameByLogin,
  usernameCodeOwner,
  usernameTicketLogin,
  usernamePsqlRoles,
  usernameWindowsHost,
  usernameCredentialCall,
  usernameSqlAccount,
  usernameUnixAccount,
  usernameProfileUrl,
  usernameStripe,
  usernameReddit,
  usernameAwsArn,
  usernameSquid,
  usernameGitlabAudit,
  usernameUpi,
  vcard,
  zipCode,
  addressCjk,
  bankAccountBr,
  phoneSsr,
  pnr,
  boardingPass,
  nachaEntry,
  bai2Fields,
  latexCv,
  mt940Fields,
  jsonKeyValuePair,
  googleAdminAudit,
  usernameOpenvpnStatus,
  addressTurkish,
  addressGreek,
  addressSplitStreet,
  addressJsonLine,
  addressScriptStreet,
  zipCodeIr,
  phoneJpMobile,
  phoneCnMobile,
  phoneKrMobile,
  usernameMessengerId,
  usernameOkta,
  usernameTerraform,
  bankAccountNational,
  personalNumberLabelled,
  ghanapostGps,
  personNameQuotedParty,
  personNameFormLabel,
  personNameScriptLabelled,
  personNameJapanese,
  personNameKazakhPatronymic,
  personNameLatinPatronymic,
  personNameTitleCaps,
  idCardRo,
  bankAccountJp,
  driversLicenseJp,
  driversLicenseDe,
  bankSortAccount,
  dataframePrint,
  personNamePayee,
  personNameIso20022,
  referenceNumber,
  secretCode,
  usernameChatAuthor,
  usernameIrc,
  usernameSip,
  usernameJsonUserId,
];
