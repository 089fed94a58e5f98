import type { Detector } from '../engine/types.js';
import creditCard from './credit-card.js';
import date from './date.js';
import email from './email.js';
import iban from './iban.js';
import phone from './phone.js';
import zipCode from './zip-code.js';

/**
 * THE detector registry: adding a detector is one file in this folder and one line here.
 * Order does not matter for results (overlaps are resolved by score and length).
 */
export const DETECTORS: readonly Detector[] = [email, phone, creditCard, iban, date, zipCode];
