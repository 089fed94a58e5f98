import { execFile } from 'node:child_process';

/** Where the run's fingerprint salt came from (docs/ci.md, "Fingerprints"). */
export type SaltSource = 'flag' | 'environment' | 'config' | 'remote' | 'root-commit' | 'fixed';

const git = (args: string[], cwd: string) =>
  new Promise<string | undefined>((resolve) => {
    execFile('git', args, { cwd, timeout: 10_000 }, (error, stdout) => resolve(error ? undefined : stdout.trim()));
  });

/**
 * The default salt, per repository and the same in every clone of it: the `origin` remote's
 * address without scheme, credentials, port and `.git` (`github.com/acme/data`), so that a
 * developer's clone and CI's shallow checkout (where the first commit is unknown) agree and a
 * baseline written on one holds on the other. Without a remote, the repository's first commit;
 * outside git, a fixed string. None of these is secret: see docs/ci.md for what that means and
 * how a secret salt (ANONYMIZE_FINGERPRINT_SALT) changes it.
 */
export async function repositorySalt(cwd: string): Promise<{ salt: string; source: SaltSource }> {
  const remote = normalizeRemote((await git(['config', '--get', 'remote.origin.url'], cwd)) ?? '');
  if (remote) return { salt: `anonymize-scan:${remote}`, source: 'remote' };
  const shallow = (await git(['rev-parse', '--is-shallow-repository'], cwd)) === 'true';
  const roots = shallow ? undefined : await git(['rev-list', '--max-parents=0', 'HEAD'], cwd);
  const first = roots?.split('\n').filter((l) => /^[0-9a-f]{40,64}$/.test(l)).sort()[0];
  return first ? { salt: `anonymize-scan:${first}`, source: 'root-commit' } : { salt: 'anonymize-scan', source: 'fixed' };
}

/**
 * `https://user:token@GitHub.com:443/Acme/Data.git`, `git@github.com:acme/data.git` and
 * `ssh://git@github.com/acme/data` all give `github.com/acme/data` ('' when not an address).
 * The credentials CI puts in the URL never reach the salt, let alone a message.
 */
export function normalizeRemote(url: string): string {
  const u = url.trim();
  let host: string;
  let repoPath: string;
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/)(.+)$/.exec(u);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(u)) {
    try {
      const parsed = new URL(u);
      host = parsed.hostname;
      repoPath = decodeURIComponent(parsed.pathname);
    } catch {
      return '';
    }
  } else if (scp) {
    host = scp[1]!;
    repoPath = scp[2]!;
  } else return '';
  const cleaned = repoPath.replace(/^\/+|\/+$/g, '').replace(/\.git$/i, '');
  return host && cleaned ? `${host}/${cleaned}`.toLowerCase() : '';
}
