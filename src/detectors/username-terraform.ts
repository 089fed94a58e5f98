import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext, PositionList } from '../engine/types.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * An AWS IAM user's name in Terraform: the `name` argument of an `aws_iam_user` resource, as a
 * `.tf` file and `terraform plan` write it (`resource "aws_iam_user" "contractor" { … + name =
 * "svenja.kohl" … }`, registry.terraform.io's aws_iam_user). IAM user names are the people's
 * logins. Read from the resource's header to the block's first `name`, never past another
 * resource's header; a value Terraform computes (`"${var.user}"`, `each.key`) stays. A plan
 * names a `for_each` instance by its key (`# aws_iam_user.contractor["svenja.kohl"] will be
 * created`): the key is taken too when it is a name found so (a key alone may be `"dev"`).
 * Starts from the keyword pass's hits.
 */
const HEADER = /resource\s+"aws_iam_user"\s+"[\w-]+"\s*\{/y;
const NAME = /^[ \t]*[+~]?[ \t]*name[ \t]*=[ \t]*"([\w.@+=,-]{1,64})"/m;
/** How far the `name` argument may stand after the header. */
const REACH = 1500;

const INSTANCE = /aws_iam_user\.[\w-]+\["([^"\\\n]{1,64})"\]/y;

function* findUsers(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  const hits = ctx?.keywordHits ?? allHits(text);
  const names = new Set<string>();
  for (const c of findNames(text, hits)) {
    names.add(text.slice(c.start, c.end));
    yield c;
  }
  if (names.size === 0) return;
  for (const hit of hits) {
    INSTANCE.lastIndex = hit;
    const m = INSTANCE.exec(text);
    if (m === null || !names.has(m[1]!)) continue;
    const start = hit + m[0].length - 2 - m[1]!.length;
    yield { start, end: start + m[1]!.length, score: 0.85, entity: 'USERNAME' };
  }
}

function* findNames(text: string, hits: PositionList): Iterable<Candidate> {
  for (let hit of hits) {
    if (text.charCodeAt(hit + 12) !== 34) continue;
    // The hit is at `aws_iam_user"`; the header starts at `resource` before it.
    const near = Math.max(0, hit - 20);
    const at = text.slice(near, hit).lastIndexOf('resource');
    if (at < 0) continue;
    const from = near + at;
    HEADER.lastIndex = from;
    const header = HEADER.exec(text);
    if (header === null) continue;
    hit = from + header[0].length;
    let body = text.slice(hit, Math.min(text.length, hit + REACH));
    const next = body.search(/\bresource\s+"/);
    if (next >= 0) body = body.slice(0, next);
    const m = NAME.exec(body);
    if (m === null || !isPersonalUsername(m[1]!) || m[1]!.includes('@')) continue;
    const start = hit + m.index + m[0].length - 1 - m[1]!.length;
    yield { start, end: start + m[1]!.length, score: 0.85, entity: 'USERNAME' };
  }
}

/** The keywords' places when the finder is called on its own (no keyword pass). */
function allHits(text: string): number[] {
  const hits: number[] = [];
  for (let i = text.indexOf('aws_iam_user'); i >= 0; i = text.indexOf('aws_iam_user', i + 1)) {
    const next = text.charCodeAt(i + 12);
    if (next === 34 || next === 46) hits.push(i);
  }
  return hits;
}

export default defineDetector({
  id: 'username-terraform',
  entity: 'USERNAME',
  find: findUsers,
  keywords: ['aws_iam_user"', 'aws_iam_user.'],
  keywordsInWords: true,
  examples: {
    positive: [
      // A fictitious contractor's IAM user (the ninth reading's Terraform plan).
      { text: '  + resource "aws_iam_user" "contractor" {\n      + arn           = (known after apply)\n      + name          = "svenja.kohl"\n      + path          = "/contractors/"\n', match: 'svenja.kohl' },
      { text: 'resource "aws_iam_user" "lb" {\n  name = "jfairclough"\n  path = "/system/"\n}\n', match: 'jfairclough' },
      {
        text: '  # aws_iam_user.contractor["svenja.kohl"] will be created\n  + resource "aws_iam_user" "contractor" {\n      + name          = "svenja.kohl"\n',
        match: ['svenja.kohl', 'svenja.kohl'],
      },
    ],
    negative: [
      'resource "aws_iam_user" "lb" {\n  name = "${var.user_name}"\n}\n',
      'resource "aws_iam_group" "developers" {\n  name = "developers"\n}\n',
      'resource "aws_iam_user" "lb" {\n  for_each = var.users\n  name = each.key\n}\nresource "aws_s3_bucket" "b" {\n  name = "logs-bucket"\n}\n',
    ],
  },
});
