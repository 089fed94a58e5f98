import { execFile } from 'node:child_process';

/** Where the run's fingerprint salt came from, for `--json` and the docs' trade-off. */
export type SaltSource = 'flag' | 'environment' | 'config' | 'repository' | 'fixed';

/**
 * The default salt: the id of the repository's first commit. Every clone, branch and CI run of
 * a repository shares it, so baselines stay valid; two repositories differ, so a fingerprint
 * from one can't be matched in another. It is not secret (anyone with the repository has it):
 * against someone holding a report, only a secret salt (ANONYMIZE_FINGERPRINT_SALT in the CI's
 * secrets) keeps short values such as SSNs from being recovered by trying them all.
 * Outside a git repository the salt is a fixed string, and fingerprints are guessable.
 */
export async function repositorySalt(cwd: string): Promise<{ salt: string; source: SaltSource }> {
  const roots = await new Promise<string | undefined>((resolve) => {
    execFile('git', ['rev-list', '--max-parents=0', 'HEAD'], { cwd, timeout: 10_000 }, (error, stdout) => resolve(error ? undefined : stdout));
  });
  const first = roots?.split('\n').map((l) => l.trim()).filter((l) => /^[0-9a-f]{40,64}$/.test(l)).sort()[0];
  return first ? { salt: `anonymize-scan:${first}`, source: 'repository' } : { salt: 'anonymize-scan', source: 'fixed' };
}
