import type { Detector } from '../engine/types.js';
import apiKey from './api-key.js';
import email from './email.js';
import jwt from './jwt.js';
import licenseKey from './license-key.js';
import privateKey from './private-key.js';
import secretAssignment from './secret-assignment.js';
import usernameAssignment from './username-assignment.js';
import usernameHandle from './username-handle.js';
import usernamePath from './username-path.js';
import usernameProfileUrl from './username-profile-url.js';

/**
 * THE detector registry: adding a detector is one file in this folder and one line here.
 * Order does not matter for results (overlaps are resolved by score and length).
 */
export const DETECTORS: readonly Detector[] = [
  email,
  apiKey,
  jwt,
  licenseKey,
  privateKey,
  secretAssignment,
  usernameAssignment,
  usernameHandle,
  usernamePath,
  usernameProfileUrl,
];
