import { defineDetector } from '../engine/detector.js';

/**
 * A password given to PowerShell in plain text: `ConvertTo-SecureString "Sommer2026!Graz"
 * -AsPlainText -Force` (Microsoft's ConvertTo-SecureString reference: `-AsPlainText` takes the
 * string as the secret itself), as a transcript or a script pasted into a ticket keeps it (the
 * twelfth reading's Set-ADAccountPassword). Reported as API_KEY, as the other passwords are. A
 * variable (`$pw`) is no value. From the keyword pass.
 */
const PLAIN = /(?<![\w-])ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(["'])(?<value>[^"'\r\n$]{4,128})\1[ \t]+-AsPlainText/giu;

export default defineDetector({
  id: 'secret-powershell',
  entity: 'API_KEY',
  patterns: () => [PLAIN],
  keywords: ['convertto-securestring'],
  keywordsInWords: true,
  window: 200,
  score: 0.9,
  examples: {
    positive: [
      // A fictitious password (the twelfth reading's PowerShell transcript).
      { text: 'Set-ADAccountPassword -Identity s.kogler -Reset -NewPassword (ConvertTo-SecureString "Sommer2026!Graz" -AsPlainText -Force)', match: 'Sommer2026!Graz' },
      { text: "$pw = ConvertTo-SecureString -String 'W1nter#Linz' -AsPlainText -Force", match: 'W1nter#Linz' },
    ],
    negative: [
      '$pw = ConvertTo-SecureString $plain -AsPlainText -Force', // a variable
      '$pw = Read-Host -AsSecureString | ConvertTo-SecureString', // no text
    ],
  },
});
