/**
 * All the skeleton shapes as one automaton read code by code while a skeleton is written
 * (ShapeMatcher): after each code it knows which shapes may still match a skeleton that begins
 * so, and the walk stops at the first code after which none may ("00:" of a time's later parts,
 * "0000-00-00T" of a timestamp, most hex ids). At a skeleton's end it names the shapes that may
 * match a prefix of it, the only ones admit() then tries with their regexes.
 *
 * It over-approximates, never the other way: look-arounds are read as empty, a back-reference as
 * its group's pattern (or nothing), and SKELETON_END is left to the regexes. So a shape the
 * automaton rules out has no match, and the regexes still decide among the rest. Built from the
 * same skeleton shapes (skeletonShape) as admit()'s regexes; each character class is read by V8
 * itself (a regex of that class tested on each code below 256: skeleton codes all are).
 *
 * A deterministic automaton made as the skeletons ask (subset construction on demand), its
 * states capped at MAX_STATES, after which it starts over: a state is the set of the shapes'
 * positions still alive, and the shapes that have already matched a prefix.
 */

/** Skeleton codes are below this. */
const CODES = 256;

/** States of the automaton before it starts over (the tables grow to this many rows). */
const MAX_STATES = 4096;

/** The state from which no shape matches any longer: every code leads back to it. */
export const DEAD = 0;

interface CharNode {
  kind: 'char';
  /** 1 by code for the codes the atom matches. */
  set: Uint8Array;
}
interface SeqNode {
  kind: 'seq';
  items: Node[];
}
interface AltNode {
  kind: 'alt';
  alts: Node[];
}
interface RepeatNode {
  kind: 'repeat';
  node: Node;
  min: number;
  max: number;
}
type Node = CharNode | SeqNode | AltNode | RepeatNode;

const EMPTY: Node = { kind: 'seq', items: [] };

/**
 * Each code below CODES that a regex atom (a class, an escape, a literal) matches, read by V8;
 * one array per distinct atom (`known`: the shapes repeat \d, "[ -]" and their letters).
 */
function atomSet(source: string, known: Map<string, Uint8Array>): Uint8Array {
  let set = known.get(source);
  if (set) return set;
  const re = new RegExp(`^(?:${source})$`);
  set = new Uint8Array(CODES);
  for (let c = 0; c < CODES; c++) if (re.test(String.fromCharCode(c))) set[c] = 1;
  known.set(source, set);
  return set;
}

const ANY_STRING = (): Node => ({ kind: 'repeat', node: { kind: 'char', set: new Uint8Array(CODES).fill(1) }, min: 0, max: Infinity });

/**
 * A skeleton shape's source as a tree: the regex syntax the registry's shapes use (literals,
 * escapes, classes, groups named or not, look-arounds, back-references by name, quantifiers,
 * alternation). Throws on what it does not read; the caller then lets the shape always through.
 */
export function parseShape(source: string, known: Map<string, Uint8Array> = new Map()): Node {
  let i = 0;
  const groups = new Map<string, Node>();

  const alternation = (): Node => {
    const alts = [sequence()];
    while (source[i] === '|') {
      i++;
      alts.push(sequence());
    }
    return alts.length === 1 ? alts[0]! : { kind: 'alt', alts };
  };

  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < source.length && source[i] !== '|' && source[i] !== ')') items.push(quantified(atom()));
    return { kind: 'seq', items };
  };

  const quantified = (node: Node): Node => {
    for (;;) {
      const ch = source[i];
      let min: number;
      let max: number;
      if (ch === '?') [min, max] = [0, 1];
      else if (ch === '*') [min, max] = [0, Infinity];
      else if (ch === '+') [min, max] = [1, Infinity];
      else if (ch === '{') {
        const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(source.slice(i));
        if (!m) return node; // a literal "{" (read by atom next)
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        i += m[0].length - 1;
      } else return node;
      i++;
      if (source[i] === '?') i++; // lazy: the same strings
      node = { kind: 'repeat', node, min, max };
    }
  };

  const atom = (): Node => {
    const ch = source[i]!;
    if (ch === '(') {
      if (source.startsWith('(?:', i)) {
        i += 3;
        return closeGroup(alternation());
      }
      const look = /^\(\?<?[=!]/.exec(source.slice(i, i + 4));
      if (look) {
        i += look[0].length;
        closeGroup(alternation());
        return EMPTY; // a look-around, read as matching anywhere
      }
      const named = /^\(\?<([A-Za-z_$][\w$]*)>/.exec(source.slice(i));
      if (named) {
        i += named[0].length;
        const node = closeGroup(alternation());
        groups.set(named[1]!, node);
        return node;
      }
      if (source[i + 1] === '?') throw new Error(`unread group at ${i}`);
      i++;
      return closeGroup(alternation());
    }
    if (ch === '[') {
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      if (j >= source.length) throw new Error(`unclosed class at ${i}`);
      const set = atomSet(source.slice(i, j + 1), known);
      i = j + 1;
      return { kind: 'char', set };
    }
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === 'k') {
        const m = /^\\k<([A-Za-z_$][\w$]*)>/.exec(source.slice(i));
        if (!m) throw new Error(`unread back-reference at ${i}`);
        i += m[0].length;
        const group = groups.get(m[1]!);
        // What the group matched, or nothing when it took no part: its pattern, optional.
        return group ? { kind: 'repeat', node: group, min: 0, max: 1 } : ANY_STRING();
      }
      if (next === 'b' || next === 'B') {
        i += 2;
        return EMPTY;
      }
      if (next === undefined || /[1-9cux]/.test(next)) throw new Error(`unread escape at ${i}`);
      i += 2;
      return { kind: 'char', set: atomSet(`\\${next}`, known) };
    }
    if (ch === '^' || ch === '$') {
      i++;
      return EMPTY;
    }
    if (ch === ')' || ch === '|') throw new Error(`unexpected ${ch} at ${i}`);
    i++;
    return { kind: 'char', set: atomSet(ch === '.' ? '.' : ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), known) };
  };

  const closeGroup = (node: Node): Node => {
    if (source[i] !== ')') throw new Error(`unclosed group at ${i}`);
    i++;
    return node;
  };

  const tree = alternation();
  if (i !== source.length) throw new Error(`unread ${source[i]} at ${i}`);
  return tree;
}

/**
 * A nondeterministic automaton of all the shapes (Thompson's construction), read by
 * ShapeAutomaton. Its moves are kept as flat lists while it is built, then by state
 * (`finish()`: offsets into one array, as a CSR matrix): a few thousand states, and no array
 * per state to make at a process's first number (start-up).
 */
class Nfa {
  private count = 0;
  /** [from, to] of each move without a code, then (finish) by state. */
  private emptyPairs: number[] = [];
  /** [from, set index, to] of each move by a code in a set, then (finish) by state. */
  private codeTriples: number[] = [];
  emptyAt = new Int32Array(0);
  emptyTo = new Int32Array(0);
  codeAt = new Int32Array(0);
  codeSet = new Int32Array(0);
  codeTo = new Int32Array(0);
  /** Per state: the shape it completes, or -1. */
  readonly accepts: number[] = [];
  readonly sets: Uint8Array[] = [];
  private readonly setIndex = new Map<Uint8Array, number>();
  /** The start state of each shape. */
  readonly starts: number[] = [];

  state(): number {
    this.accepts.push(-1);
    return this.count++;
  }

  private empty(from: number, to: number): void {
    this.emptyPairs.push(from, to);
  }

  /** Wires `node` from `from`; returns its end state. */
  build(node: Node, from: number): number {
    switch (node.kind) {
      case 'char': {
        const to = this.state();
        let index = this.setIndex.get(node.set);
        if (index === undefined) {
          index = this.sets.push(node.set) - 1;
          this.setIndex.set(node.set, index);
        }
        this.codeTriples.push(from, index, to);
        return to;
      }
      case 'seq': {
        let at = from;
        for (const item of node.items) at = this.build(item, at);
        return at;
      }
      case 'alt': {
        const end = this.state();
        for (const alt of node.alts) {
          const start = this.state();
          this.empty(from, start);
          this.empty(this.build(alt, start), end);
        }
        return end;
      }
      case 'repeat': {
        let at = from;
        for (let k = 0; k < node.min; k++) at = this.build(node.node, at);
        if (node.max === Infinity) {
          const loop = this.state();
          this.empty(at, loop);
          this.empty(this.build(node.node, loop), loop);
          return loop;
        }
        for (let k = node.min; k < node.max; k++) {
          const next = this.state();
          this.empty(at, next);
          this.empty(this.build(node.node, at), next);
          at = next;
        }
        return at;
      }
    }
  }

  /** The moves by state, once every shape is built. */
  finish(): void {
    const n = this.count;
    const pairs = this.emptyPairs;
    this.emptyAt = new Int32Array(n + 1);
    for (let k = 0; k < pairs.length; k += 2) this.emptyAt[pairs[k]! + 1]!++;
    for (let s = 0; s < n; s++) this.emptyAt[s + 1]! += this.emptyAt[s]!;
    this.emptyTo = new Int32Array(pairs.length / 2);
    const filled = this.emptyAt.slice(0, n);
    for (let k = 0; k < pairs.length; k += 2) this.emptyTo[filled[pairs[k]!]!++] = pairs[k + 1]!;
    const triples = this.codeTriples;
    this.codeAt = new Int32Array(n + 1);
    for (let k = 0; k < triples.length; k += 3) this.codeAt[triples[k]! + 1]!++;
    for (let s = 0; s < n; s++) this.codeAt[s + 1]! += this.codeAt[s]!;
    this.codeSet = new Int32Array(triples.length / 3);
    this.codeTo = new Int32Array(triples.length / 3);
    const placed = this.codeAt.slice(0, n);
    for (let k = 0; k < triples.length; k += 3) {
      const at = placed[triples[k]!]!++;
      this.codeSet[at] = triples[k + 1]!;
      this.codeTo[at] = triples[k + 2]!;
    }
    this.emptyPairs = [];
    this.codeTriples = [];
  }

  get size(): number {
    return this.count;
  }
}

/**
 * The shapes' automaton: `start()`, then `step(state, code)` per code of a skeleton (DEAD once
 * no shape may match), and `matched(state)` at its end. Codes must be below 256.
 */
export class ShapeAutomaton {
  private readonly nfa = new Nfa();
  /** Each code's class: codes that every set holds or lacks alike. */
  private readonly classOf = new Uint8Array(CODES);
  /** A code of each class. */
  private readonly classCode: number[] = [];
  private readonly classes: number;
  /** The transitions, `classes` a state, -1 where not yet made. */
  private table: Int32Array;
  /** Each state's NFA states (sorted) and the shapes that have matched a prefix (sorted). */
  private alive: Int32Array[] = [];
  private done: number[][] = [];
  private readonly ids = new Map<string, number>();
  private startState = -1;

  constructor(skeletonShapes: readonly string[]) {
    const nfa = this.nfa;
    const known = new Map<string, Uint8Array>();
    skeletonShapes.forEach((source, k) => {
      const start = nfa.state();
      nfa.starts.push(start);
      let tree: Node;
      try {
        tree = parseShape(source, known);
      } catch {
        tree = ANY_STRING(); // read as matching anything: the regexes decide
      }
      const end = nfa.build(tree, start);
      // A shape read as matching anything matches before any code: it is then never ruled out.
      nfa.accepts[end] = k;
    });
    nfa.finish();
    // The classes of codes, refined set by set: two codes stay in one class while every set
    // holds both or neither.
    let classes = 1;
    const split = new Int32Array(CODES * 2);
    for (const set of nfa.sets) {
      split.fill(-1, 0, classes * 2);
      let next = 0;
      for (let c = 0; c < CODES; c++) {
        const key = this.classOf[c]! * 2 + set[c]!;
        if (split[key]! < 0) split[key] = next++;
        this.classOf[c] = split[key]!;
      }
      classes = next;
    }
    for (let cls = 0, c = 0; c < CODES; c++) if (this.classOf[c] === cls) {
      this.classCode.push(c);
      cls++;
    }
    this.classes = classes;
    this.table = new Int32Array(0);
    this.reset();
  }

  private reset(): void {
    this.table = new Int32Array(64 * this.classes).fill(-1);
    this.alive = [];
    this.done = [];
    this.ids.clear();
    this.intern(new Int32Array(0), []); // DEAD
    this.table.fill(DEAD, 0, this.classes);
    this.startState = this.intern(this.closure(this.nfa.starts), []);
  }

  /** The state before a skeleton's first code (the automaton may start over here: states from before are void). */
  start(): number {
    if (this.alive.length >= MAX_STATES) this.reset();
    return this.startState;
  }

  /** The state after `code` (below 256) from `state`. */
  step(state: number, code: number): number {
    const to = this.table[state * this.classes + this.classOf[code]!]!;
    return to >= 0 ? to : this.make(state, code);
  }

  /** The shapes (ascending) that have matched a prefix of the codes read to reach `state`. */
  matched(state: number): readonly number[] {
    return this.done[state]!;
  }

  private make(state: number, code: number): number {
    const { nfa } = this;
    const c = this.classCode[this.classOf[code]!]!;
    const next: number[] = [];
    for (const s of this.alive[state]!) {
      for (let e = nfa.codeAt[s]!; e < nfa.codeAt[s + 1]!; e++) if (nfa.sets[nfa.codeSet[e]!]![c] === 1) next.push(nfa.codeTo[e]!);
    }
    const to = this.intern(this.closure(next), this.done[state]!);
    this.table[state * this.classes + this.classOf[code]!] = to;
    return to;
  }

  /** The states reached from `states` without a code, sorted. */
  private closure(states: readonly number[]): Int32Array {
    const seen = new Set<number>();
    const stack = [...states];
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (seen.has(s)) continue;
      seen.add(s);
      const { emptyAt, emptyTo } = this.nfa;
      for (let e = emptyAt[s]!; e < emptyAt[s + 1]!; e++) if (!seen.has(emptyTo[e]!)) stack.push(emptyTo[e]!);
    }
    return Int32Array.from(seen).sort();
  }

  /** The state of these NFA states and the shapes matched before (plus those they complete). */
  private intern(alive: Int32Array, before: readonly number[]): number {
    let done = before;
    for (const s of alive) {
      const k = this.nfa.accepts[s]!;
      if (k >= 0 && !done.includes(k)) done = [...done, k].sort((a, b) => a - b);
    }
    // Only the states that can go on count (an accepting end state with no edge adds nothing more).
    const { codeAt } = this.nfa;
    const live = alive.filter((s) => codeAt[s + 1]! > codeAt[s]!);
    const key = `${live.join(',')}|${done.join(',')}`;
    let id = this.ids.get(key);
    if (id !== undefined) return id;
    id = this.alive.length;
    this.ids.set(key, id);
    this.alive.push(live);
    this.done.push(done as number[]);
    if ((id + 1) * this.classes > this.table.length) {
      const grown = new Int32Array(this.table.length * 2).fill(-1);
      grown.set(this.table);
      this.table = grown;
    }
    return id;
  }
}
