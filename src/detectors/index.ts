import type { Detector } from '../engine/types.js';
import address from './address.js';
import email from './email.js';
import organization from './organization.js';
import personName from './person-name.js';

/**
 * THE detector registry: adding a detector is one file in this folder and one line here.
 * Order does not matter for results (overlaps are resolved by score and length).
 */
export const DETECTORS: readonly Detector[] = [email, personName, organization, address];
