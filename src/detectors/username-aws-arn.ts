import { defineDetector } from '../engine/detector.js';

/**
 * The name at the end of an AWS IAM user's or MFA device's ARN, as CloudTrail records and
 * policies quote them: `arn:aws:iam::123456789012:user/priya.raghunathan`,
 * `arn:aws:iam::123456789012:mfa/priya-iphone` (IAM User Guide, "IAM identifiers": the
 * resource is `user/<path>/<name>` or `mfa/<path>/<name>`; names of letters, digits and
 * `+=,.@_-`, 64 characters at most; a comma, rare in names, is read as the end). A user's name is a person's login; a virtual MFA device
 * is named by its user, most often after them and their phone. The account number and the
 * path stay (an organization's); `root-account-mfa-device`, the root user's default device
 * name, names no one. An assumed role's session in a person's login shape too (SESSION below).
 * Reported as USERNAME.
 */
const ARN = /(?<![\w:-])arn:aws(?:-cn|-us-gov)?:iam::\d{12}:(?:user|mfa)\/(?:[\w+=,.@-]+\/)*(?<value>[\w+=.@-]*[\w+=@-])(?![\w+=@-]|\.[\w+=@-])/g;
// An assumed role's session (`arn:aws:sts::123456789012:assumed-role/support-readonly/keisha.baptiste`:
// IAM User Guide, "IAM identifiers", the STS resource `assumed-role/<role>/<session>`): IAM
// Identity Center and most federations name the session for the person (their login or
// e-mail); a service names it for itself (`i-0abc…`, `botocore-session-1732…`,
// `AWSCloudFormation`), so only a person's login shape is taken: `first.last` in lower case.
const SESSION = /(?<![\w:-])arn:aws(?:-cn|-us-gov)?:sts::\d{12}:assumed-role\/[\w+=,.@-]+\/(?<value>[a-z][a-z'-]*\.[a-z][a-z'-]*[a-z])(?![\w+=@-]|\.[\w+=@-])/g;

export default defineDetector({
  id: 'username-aws-arn',
  entity: 'USERNAME',
  patterns: () => [ARN, SESSION],
  keywords: [':iam::', ':sts::'],
  score: 0.8,
  validate: (value) => value !== 'root-account-mfa-device',
  examples: {
    positive: [
      // Fictitious account and names in the IAM User Guide's ARN formats (the sixth reading's CloudTrail log).
      { text: '"MFAIdentifier": "arn:aws:iam::482913570264:mfa/priya-iphone" },', match: 'priya-iphone' },
      { text: 'denied for arn:aws:iam::482913570264:user/engineering/tomas.lindqvist.', match: 'tomas.lindqvist' },
      // An assumed role's session named for its person (the twentieth reading's S3 access log).
      { text: '192.0.2.145 arn:aws:sts::418273645019:assumed-role/support-readonly/keisha.baptiste 5B2D71A09EXAMPLE', match: 'keisha.baptiste' },
    ],
    negative: [
      'arn:aws:iam::482913570264:role/ci-deployer', // a role names no one
      'arn:aws:iam::482913570264:mfa/root-account-mfa-device', // the root user's default device
      'arn:aws:iam::aws:policy/AdministratorAccess', // an AWS managed policy
      'arn:aws:sts::482913570264:assumed-role/ci-deployer/i-0a1b2c3d4e5f67890', // a session an instance names
      'arn:aws:sts::482913570264:assumed-role/ci-deployer/botocore-session-1732471200', // an SDK's session
    ],
  },
});
