import { defineDetector } from '../engine/detector.js';

/**
 * The name at the end of an AWS IAM user's or MFA device's ARN, as CloudTrail records and
 * policies quote them: `arn:aws:iam::123456789012:user/priya.raghunathan`,
 * `arn:aws:iam::123456789012:mfa/priya-iphone` (IAM User Guide, "IAM identifiers": the
 * resource is `user/<path>/<name>` or `mfa/<path>/<name>`; names of letters, digits and
 * `+=,.@_-`, 64 characters at most; a comma, rare in names, is read as the end). A user's name is a person's login; a virtual MFA device
 * is named by its user, most often after them and their phone. The account number and the
 * path stay (an organization's); `root-account-mfa-device`, the root user's default device
 * name, names no one. Reported as USERNAME.
 */
const ARN = /(?<![\w:-])arn:aws(?:-cn|-us-gov)?:iam::\d{12}:(?:user|mfa)\/(?:[\w+=,.@-]+\/)*(?<value>[\w+=.@-]*[\w+=@-])(?![\w+=@-]|\.[\w+=@-])/g;

export default defineDetector({
  id: 'username-aws-arn',
  entity: 'USERNAME',
  patterns: () => [ARN],
  keywords: [':iam::'],
  score: 0.8,
  validate: (value) => value !== 'root-account-mfa-device',
  examples: {
    positive: [
      // Fictitious account and names in the IAM User Guide's ARN formats (the sixth reading's CloudTrail log).
      { text: '"MFAIdentifier": "arn:aws:iam::482913570264:mfa/priya-iphone" },', match: 'priya-iphone' },
      { text: 'denied for arn:aws:iam::482913570264:user/engineering/tomas.lindqvist.', match: 'tomas.lindqvist' },
    ],
    negative: [
      'arn:aws:iam::482913570264:role/ci-deployer', // a role names no one
      'arn:aws:iam::482913570264:mfa/root-account-mfa-device', // the root user's default device
      'arn:aws:iam::aws:policy/AdministratorAccess', // an AWS managed policy
    ],
  },
});
