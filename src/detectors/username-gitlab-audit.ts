import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

/**
 * A user's login in a GitLab audit event (GitLab's docs, "Audit event schema": `target_type`,
 * `target_details`, `entity_type`, `entity_path`): where the event's target is a user
 * (`"target_type": "User"`), `target_details` holds that user's username (`"jzielinska"`), and
 * where its entity is one (`"entity_type": "User"`), `entity_path` holds the user's namespace,
 * the same username. Other targets' details are a token's, a variable's or a project's names
 * (`"deploy-bot-2026"`, `"GITLAB_DEPLOY_TOKEN"`) and stay. Only a login's shape (GitLab's
 * username rules: letters, digits, `_`, `.`, `-`); a display name with its handle (`"Kacper
 * Dąbrowski (@kdabrowski)"`) is read by the names and handles detectors.
 */
const VALUE = /"(?<key>target_details|entity_path)"[ \t]*:[ \t]*"(?<value>[A-Za-z0-9_][A-Za-z0-9_.-]{1,254})"/g;
// How far before the value its type's key may stand, in the same event.
const NEAR = 600;

function* findGitlabUsers(text: string): Iterable<Candidate> {
  VALUE.lastIndex = 0;
  for (let m = VALUE.exec(text); m; m = VALUE.exec(text)) {
    const typeKey = m.groups!.key === 'target_details' ? 'target_type' : 'entity_type';
    if (typeBefore(text, m.index, typeKey) !== 'User') continue;
    const end = m.index + m[0].length - 1;
    yield { start: end - m.groups!.value!.length, end, score: 0.8 };
  }
}

/**
 * The value of the last `key` before `start` within NEAR characters: an event's schema writes its
 * `entity_type` before its details, and the details' `target_type` before `target_details`.
 */
function typeBefore(text: string, start: number, key: string): string | undefined {
  const quoted = `"${key}"`;
  const at = text.lastIndexOf(quoted, start);
  if (at < 0 || start - at > NEAR) return undefined;
  return /^[ \t]*:[ \t]*"([^"\n]{0,40})"/.exec(text.slice(at + quoted.length, at + quoted.length + 48))?.[1];
}

export default defineDetector({
  id: 'username-gitlab-audit',
  entity: 'USERNAME',
  find: findGitlabUsers,
  keywords: ['"target_details"', '"entity_path"'],
  examples: {
    positive: [
      // Fictitious users in GitLab's audit event schema (the twentieth reading's audit events).
      { text: '{"target_type": "User", "target_details": "jzielinska", "ip_address": "45.141.87.13"}', match: 'jzielinska' },
      { text: '{"entity_type": "User", "details": {"author_name": "(Unauthenticated)", "entity_path": "m.kowalczyk"}}', match: 'm.kowalczyk' },
      { text: '{"entity_type": "User", "details": {"author_name": "(Unauthenticated)", "entity_path": "m.kowalczyk"}}', match: 'm.kowalczyk' },
    ],
    negative: [
      // Another target's details: a token's and a variable's names.
      '{"target_type": "PersonalAccessToken", "target_details": "deploy-bot-2026"}',
      '{"target_type": "Ci::Variable", "target_details": "GITLAB_DEPLOY_TOKEN", "entity_path": "kontrakty/billing-api"}',
      // A group's path; a user's type after the value is another event's.
      '{"entity_type": "Group", "details": {"entity_path": "kontrakty"}}, {"target_details": "jzielinska", "target_type": "User"}',
    ],
  },
});
