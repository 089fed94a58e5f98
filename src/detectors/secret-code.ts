import { defineDetector } from '../engine/detector.js';

/**
 * Short codes that open something, in a message or a log: a PIN, a key safe's, door's, gate's or
 * alarm's code, an access code, a one-time or verification code sent by SMS ("Your NHS COVID
 * Pass PIN is 829 144", "Key safe code is 4471", "Your Acme code is 482913", "Code de
 * réinitialisation Acme : 719304", "Ihr Acme-Code lautet 305518", "Access code: 7H2K9Q", a log's
 * `auth.otp.verify … code=482913`). Four to eight digits (maybe two groups of three), or five to
 * ten capitals and digits with both. Reported as API_KEY, the type of secrets. A bare "code" is
 * a status, an error, an area or a postal code and stays; so does a number with a unit or a
 * decimal part after it.
 */
// What names the code: a PIN or passcode; "code" after what it opens or proves; "Your <brand>
// code"; French, German, Spanish and Italian forms of the same.
const LABEL = String.raw`(?:PIN|Pin|pin|[Pp]asscode|[Pp]ass[ \t]code|OTP|[Oo]ne-time[ \t]+(?:pass)?code|(?:[Kk]ey[ \t-]?[Ss]afe|[Kk]eysafe|[Ll]ock[ \t-]?box|[Dd]oor|[Gg]ate|[Aa]larm|[Ee]ntry|[Aa]ccess|[Vv]erification|[Ss]ecurity|[Cc]onfirmation|[Ll]og-?in|[Ss]ign-in|[Rr]eset|2FA|MFA|SMS)[ \t]+[Cc]ode|[Cc]ode[ \t]+(?:de[ \t]+(?:r[ée]initialisation|v[ée]rification|confirmation|s[ée]curit[ée]|connexion|acc[èe]s)|di[ \t]+(?:verifica|accesso|sicurezza)|de[ \t]+(?:verificaci[óo]n|acceso|seguridad))|(?:[Yy]our|[Ii]hr|[Vv]otre|[Tt]u|[Ii]l[ \t]+tuo)[ \t]+(?:[\p{L}\p{N}]+[ \t-])?(?:[Cc]ode|PIN|OTP|[Cc]odice|c[óo]digo))`;
// Between label and value: a brand ("Code de réinitialisation Acme :"), a verb, a separator.
const JOIN = String.raw`(?:[ \t]+\p{Lu}[\p{L}\p{N}]*){0,2}[ \t]*(?:(?:is|was|lautet|est|es|è|will[ \t]+be)[ \t]*:?|[:=#])?[ \t]*["']?`;
const VALUE = String.raw`(?<value>\d{3}[ -]\d{3}(?![\p{L}\p{N}]|[ .,-]\d)|\d{4,8}(?![\p{L}\p{N}_]|[.,/-]\d|[ \t]*(?:%|(?:characters?|chars?|digits?|bytes?|bits?|ms|s|seconds?|minutes?|hours?|days?|times?|px|[kmg]b)(?![\p{L}])))|(?=[A-Z]{0,9}\d)(?=\d{0,9}[A-Z])[A-Z0-9]{5,10}(?![\p{L}\p{N}_-]))`;
const CODE = new RegExp(String.raw`(?<![\p{L}\p{N}_])${LABEL}${JOIN}${VALUE}`, 'gu');
// A log's key=value: "code=482913" on a line that says it is a one-time code's check.
const LOG_CODE = /(?<![\w.-])(?:code|otp|pin)=(?<value>\d{4,8})(?![\w.-])/g;
// A password reset's link carries its code too (`GET /reset-password?user=…&code=839201`, the seventh reading's access log).
const OTP_LINE = /otp|2fa|mfa|totp|verif|auth|reset[-_]?pass|pass(?:word)?[-_]?reset/i;

export default defineDetector({
  id: 'secret-code',
  entity: 'API_KEY',
  patterns: () => [CODE, LOG_CODE],
  keywords: ['pin', 'passcode', 'pass code', 'otp', 'code'],
  window: 80,
  score: 0.8,
  validate: (value, { text, start }) => {
    // A bare "code=" of a log counts on a line about one-time codes or authentication.
    if (text.charCodeAt(start - 1) !== 61) return true;
    const lineStart = text.lastIndexOf('\n', start) + 1;
    return OTP_LINE.test(text.slice(lineStart, start));
  },
  examples: {
    positive: [
      // Fictitious codes (the fourth reading's SMS backup, the third reading's OTP log and letter).
      { text: 'Your NHS COVID Pass PIN is 829 144. Do not share it.', match: '829 144' },
      { text: 'The inspection is moved to Thursday 10am. Key safe code is 4471. Thanks', match: '4471' },
      { text: 'body="Your Acme code is 482913. It expires in 10 minutes."', match: '482913' },
      { text: 'body="Code de réinitialisation Acme : 719304. Si vous"', match: '719304' },
      { text: 'body="Ihr Acme-Code lautet 305518. Gültig für 10 Minuten."', match: '305518' },
      { text: 'INFO auth.otp.verify user_id=77120 code=482913 result=ok', match: '482913' },
      { text: '"GET /reset-password?user=a.b&code=839201 HTTP/1.1" 200', match: '839201' },
      { text: 'Access code: 7H2K9Q', match: '7H2K9Q' },
      { text: 'the door code is 2580# and the alarm code 90210', match: ['2580', '90210'] },
    ],
    negative: [
      'HTTP status code 404', // a status
      'error code=1045 from mysql', // a bare code in a log that is no one-time code's
      'connection reset by peer code=1045', // a reset that is no password's
      'the area code 0161 and the postal code 90210',
      'PIN 2 of the header', // too short
      'Your Acme code is ready.',
      'the access code is 1500 characters long',
      'pin=1234567890123', // too long
      'Use your PIN to sign in.',
    ],
  },
});
