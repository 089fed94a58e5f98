import type { Redactor } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';
import { analyzeCells } from './cells.js';
import type { Leaf } from './json-nested.js';

/**
 * A value beside its name (a HAR cookie `{"name": "sessionid", "value": "…"}`) read also as
 * `name=value`, as a Cookie header or a query string has it: detectors that know a value by its
 * name before it (a session cookie) find it there. What they find in the value, where the
 * value's own findings don't overlap it, is added to them.
 */
export function addNamedFindings(leaves: readonly Leaf[], own: Map<Leaf, Finding[]>, redactor: Redactor): void {
  // By name, so that one pair's name is no context word for another's value.
  const byName = new Map<string, Leaf[]>();
  for (const l of leaves) {
    if (l.s.named === undefined || l.s.value.trim() === '') continue;
    const list = byName.get(l.s.named);
    if (list) list.push(l);
    else byName.set(l.s.named, [l]);
  }
  for (const [name, named] of byName) addNamed(name, named, own, redactor);
}

function addNamed(name: string, named: readonly Leaf[], own: Map<Leaf, Finding[]>, redactor: Redactor): void {
  const findings = analyzeCells(
    redactor,
    named.map(({ s }) => `${name}=${s.value}`),
    '',
  );
  named.forEach((leaf, k) => {
    const skip = name.length + 1;
    for (const f of findings[k]!) {
      const start = f.start - skip;
      const end = f.end - skip;
      const list = own.get(leaf) ?? [];
      if (start < 0 || list.some((g) => g.start < end && start < g.end)) continue;
      list.push({ ...f, start, end });
      list.sort((a, b) => a.start - b.start);
      own.set(leaf, list);
    }
  });
}

