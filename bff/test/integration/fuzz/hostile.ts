import { MAX_INPUT_DEPTH } from '@pm/kit';
import fc from 'fast-check';

/**
 * What a case does to an otherwise plausible input. The first five must be refused by the input boundary
 * itself (400 with the member's field message); unknown and mistyped members by the DTOs (any 4xx).
 */
export const BOUNDARY_FAULTS = ['nul', 'surrogate', 'nul-key', 'surrogate-key', 'deep'] as const;
export type Fault = (typeof BOUNDARY_FAULTS)[number] | 'unknown' | 'mistyped' | 'none' | 'raw';

export const isBoundaryFault = (fault: Fault): boolean => (BOUNDARY_FAULTS as readonly string[]).includes(fault);

export interface JsonCase {
  fault: Fault;
  /** The member the fault was put in, dotted as the field messages name it ('' for the whole value). */
  at: string;
  value: unknown;
}

/** Deeper than the boundary allows at any position, up to the 5,000 levels measured to break the landed code. */
const DEEP = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: MAX_INPUT_DEPTH + 1, max: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 41, max: 5_000 }) },
  { weight: 1, arbitrary: fc.constant(5_000) },
);

/** Member names that trip up code treating bodies as plain objects; fastify refuses the prototype ones itself. */
const ODD_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'length', '', ' ', 'a.b', '0'];
const UNKNOWN_KEY = fc.oneof(
  fc.constantFrom(...ODD_KEYS),
  fc.string({ minLength: 1, maxLength: 12 }).map((key) => `zz${key}`),
);

const NUL = '\u0000';
/** A lone half of a surrogate pair, kept lone by the space beside it whatever it is inserted next to. */
const LONE_SURROGATE = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdbff }).map((code) => `${String.fromCharCode(code)} `),
  fc.integer({ min: 0xdc00, max: 0xdfff }).map((code) => ` ${String.fromCharCode(code)}`),
);

type Path = (string | number)[];
interface Node {
  path: Path;
  value: unknown;
}

const dotted = (path: Path) => path.join('.');
const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null;

function nodes(value: unknown, path: Path = [], into: Node[] = []): Node[] {
  into.push({ path, value });
  if (Array.isArray(value)) value.forEach((item, index) => nodes(item, [...path, index], into));
  else if (isContainer(value)) for (const [key, item] of Object.entries(value)) nodes(item, [...path, key], into);
  return into;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
  return root;
}

/**
 * Deep nesting stands in the value as a marker that jsonText() expands: JSON.stringify itself recurses,
 * and 5,000 levels would overflow the test's own stack.
 */
const DEEP_MARKER = /"\\u0001deep:(\d+):(\d+)"/g;
const nested = (depth: number, seed: number): string => `\u0001deep:${depth}:${seed}`;

function nestedText(depth: number, seed: number): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level += 1) {
    const object = (seed + level) % 3 === 0;
    open += object ? '{"a":' : '[';
    close = (object ? '}' : ']') + close;
  }
  return `${open}"x"${close}`;
}

/** The value as JSON text, deep nesting expanded. */
export const jsonText = (value: unknown): string =>
  JSON.stringify(value).replace(DEEP_MARKER, (_, depth: string, seed: string) =>
    nestedText(Number(depth), Number(seed)),
  );

function otherType(value: unknown, pick: number): unknown {
  const candidates: unknown[] = [42, true, 'text', [], {}, [{ a: 1 }], -1.5];
  const differs = candidates.filter((candidate) => {
    if (Array.isArray(value)) return !Array.isArray(candidate);
    if (isContainer(value)) return !isContainer(candidate) || Array.isArray(candidate);
    return typeof candidate !== typeof value;
  });
  return differs[pick % differs.length];
}

const insert = (text: string, at: number, what: string) => text.slice(0, at) + what + text.slice(at);

/**
 * Puts one fault into a copy of `valid`. `keepRoot` keeps the whole value an object (GraphQL variables);
 * `pick` chooses where, `extra` is the fault's own random part.
 */
function applyFault(
  fault: Fault,
  valid: unknown,
  pick: number,
  extra: { depth: number; key: string; bad: string },
  keepRoot: boolean,
): JsonCase {
  const root: unknown = structuredClone(valid);
  const all = nodes(root);
  const members = all.filter((node) => node.path.length > 0);
  const objects = all.filter((node) => isContainer(node.value) && !Array.isArray(node.value));
  const choose = <T>(list: T[]): T | undefined => (list.length > 0 ? list[pick % list.length] : undefined);
  switch (fault) {
    case 'nul':
    case 'surrogate': {
      const bad = fault === 'nul' ? NUL : extra.bad;
      const strings = all.filter((node) => typeof node.value === 'string' && (!keepRoot || node.path.length > 0));
      const target = choose(strings) ?? choose(members) ?? (keepRoot ? undefined : all[0]);
      if (!target) {
        const holder = root as Record<string, unknown>;
        holder.text = bad;
        return { fault, at: 'text', value: holder };
      }
      const text = typeof target.value === 'string' ? target.value : '';
      return {
        fault,
        at: dotted(target.path),
        value: setAt(root, target.path, insert(text, pick % (text.length + 1), bad)),
      };
    }
    case 'nul-key':
    case 'surrogate-key': {
      const holder = choose(objects);
      const key = insert(extra.key, pick % (extra.key.length + 1), fault === 'nul-key' ? NUL : extra.bad);
      if (!holder) return { fault, at: '', value: { [key]: 'x' } };
      (holder.value as Record<string, unknown>)[key] = 'x';
      return { fault, at: dotted(holder.path), value: root };
    }
    case 'deep': {
      const target = (keepRoot ? choose(members) : choose(all)) ?? all[0]!;
      const path = keepRoot && target.path.length === 0 ? ['deep'] : target.path;
      const value = keepRoot && target.path.length === 0 ? { deep: nested(extra.depth, pick) } : root;
      return { fault, at: dotted(path), value: setAt(value, path, nested(extra.depth, pick)) };
    }
    case 'unknown': {
      // GraphQL ignores variables its document does not declare: only input objects have unknown members.
      const holder = choose(keepRoot ? objects.filter((node) => node.path.length > 0) : objects);
      if (!holder) return { fault: 'none', at: '', value: root };
      (holder.value as Record<string, unknown>)[extra.key] = extra.depth % 2 === 0 ? 'x' : { a: 1 };
      return { fault, at: dotted([...holder.path, extra.key]), value: root };
    }
    case 'mistyped': {
      const target = choose(members);
      if (!target) return { fault: 'none', at: '', value: root };
      return { fault, at: dotted(target.path), value: setAt(root, target.path, otherType(target.value, extra.depth)) };
    }
    default:
      return { fault, at: '', value: root };
  }
}

const describe = (jsonCase: JsonCase): string => {
  const text = JSON.stringify(jsonCase.value).replace(DEEP_MARKER, (_, depth: string) => `<${depth} levels>`);
  return `${jsonCase.fault}${jsonCase.at ? ` at ${jsonCase.at}` : ''}: ${text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text}`;
};

const withDescription = (jsonCase: JsonCase): JsonCase =>
  Object.defineProperty(jsonCase, fc.toStringMethod, { value: () => describe(jsonCase), enumerable: false });

/** A plausible value with one fault, or none, or (unless keepRoot) any JSON at all. */
export function hostileJson(
  valid: fc.Arbitrary<unknown>,
  options: { keepRoot?: boolean } = {},
): fc.Arbitrary<JsonCase> {
  const keepRoot = options.keepRoot ?? false;
  const extra = fc.record({ depth: DEEP, key: UNKNOWN_KEY, bad: LONE_SURROGATE });
  const faulted = (fault: Fault, weight: number) => ({
    weight,
    arbitrary: fc
      .tuple(valid, fc.nat(), extra)
      .map(([value, pick, more]) => withDescription(applyFault(fault, value, pick, more, keepRoot))),
  });
  const arbitraries = [
    faulted('none', 3),
    faulted('nul', 2),
    faulted('surrogate', 2),
    faulted('nul-key', 1),
    faulted('surrogate-key', 1),
    faulted('deep', 1),
    faulted('unknown', 2),
    faulted('mistyped', 2),
  ];
  if (!keepRoot) {
    arbitraries.push({
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => withDescription({ fault: 'raw', at: '', value })),
    });
  }
  return fc.oneof(...arbitraries);
}
