import { ValidateIf } from 'class-validator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppException } from './errors';

/**
 * How deeply a JSON input may nest, the whole body counting as the first level. The deepest real input
 * is 4 (a contact form's metadata.transcript entries, GraphQL variables of an input with a list); the
 * limit leaves room for growth and still stops the thousands of levels that overflow the validators.
 */
export const MAX_INPUT_DEPTH = 10;

export interface InputFault {
  /** Dotted path of the member, as the validators name fields (`metadata.transcript.0.content`). */
  field: string;
  message: string;
}

// PostgreSQL refuses U+0000 in text and jsonb; a lone surrogate is not Unicode and cannot be encoded.
const LONE_SURROGATE = /\p{Surrogate}/u;
const NUL = '\u0000';

const child = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

function textFault(text: string, field: string, what: string): InputFault | null {
  if (text.includes(NUL)) return { field, message: `${what} must not contain a NUL character` };
  if (LONE_SURROGATE.test(text))
    return { field, message: `${what} must be well-formed Unicode (it has a lone surrogate)` };
  return null;
}

/** Visible and safe to echo: the bad characters of a member name replaced by U+FFFD. */
const printable = (key: string) => key.replaceAll(NUL, '\uFFFD').replace(/\p{Surrogate}/gu, '\uFFFD');

/**
 * The names of Object.prototype's members: no input of ours uses them, and class-transformer silently drops
 * them (so no DTO would refuse them), while code that copies members reaches the prototype through them.
 */
const RESERVED_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

function nameFault(key: string, field: string): InputFault | null {
  if (RESERVED_NAMES.has(key)) return { field, message: `${key} is not an allowed member name` };
  return textFault(key, field, 'a member name');
}

/**
 * The first fault of a parsed input in document order: NUL or a lone surrogate in any string or member
 * name, a reserved member name, or nesting deeper than `maxDepth`. `root` names a fault of the whole value.
 */
export function findInputFault(
  value: unknown,
  options: { path?: string; root?: string; maxDepth?: number } = {},
): InputFault | null {
  const maxDepth = options.maxDepth ?? MAX_INPUT_DEPTH;
  const root = options.root ?? 'body';
  // Recursion is bounded by maxDepth: a container below it is refused before it is entered.
  const walk = (node: unknown, path: string, depth: number): InputFault | null => {
    if (typeof node === 'string') return textFault(node, path || root, path || root);
    if (typeof node !== 'object' || node === null) return null;
    if (depth > maxDepth) {
      return { field: path || root, message: `${path || root} is nested deeper than ${maxDepth} levels` };
    }
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) {
        const fault = walk(node[index], child(path, index), depth + 1);
        if (fault) return fault;
      }
      return null;
    }
    for (const [key, item] of Object.entries(node)) {
      const fault = nameFault(key, child(path, printable(key))) ?? walk(item, child(path, key), depth + 1);
      if (fault) return fault;
    }
    return null;
  };
  return walk(value, options.path ?? '', 1);
}

const fieldsOf = (faults: readonly InputFault[]): Record<string, string[]> =>
  Object.fromEntries(faults.map((fault) => [fault.field, [fault.message]]));

/** The shared 400 body, each fault's message on its field. */
export const inputFaultException = (first: InputFault, ...more: InputFault[]) =>
  new AppException(400, 'VALIDATION_FAILED', `Invalid input: ${first.message}`, { fields: fieldsOf([first, ...more]) });

/** A GraphQL request's parts; a GET carries its variables and extensions as JSON text in the query string. */
function graphqlRequest(request: FastifyRequest): unknown {
  if (request.method !== 'GET') return request.body;
  const parts: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
  for (const key of ['variables', 'extensions']) {
    const text = parts[key];
    if (typeof text !== 'string') continue;
    try {
      parts[key] = JSON.parse(text);
    } catch {
      // Unreadable JSON is Apollo's to refuse.
    }
  }
  return parts;
}

/** Resolvers name a variable's fields below the variable (`input.title` is `title`), as forms expect. */
function asGraphQLField(fault: InputFault): InputFault {
  const [part, variable, ...rest] = fault.field.split('.');
  if (part !== 'variables' || variable === undefined) return fault;
  const field = rest.length > 0 ? rest.join('.') : variable;
  const message = fault.message.startsWith(fault.field)
    ? field + fault.message.slice(fault.field.length)
    : fault.message;
  return { field, message };
}

/** Every part's first fault, so one answer names each bad part. */
function requestFaults(request: FastifyRequest, graphql: boolean): InputFault[] {
  const faults = [findInputFault(request.params, { root: 'path' })];
  if (graphql) {
    const fault = findInputFault(graphqlRequest(request));
    faults.push(fault && asGraphQLField(fault));
  } else {
    faults.push(findInputFault(request.query, { root: 'query' }), findInputFault(request.body));
  }
  return faults.filter((fault): fault is InputFault => fault !== null);
}

/**
 * The one input boundary of the bff and every service: before any guard, pipe or handler, a request whose
 * path parameters, query string, JSON body or GraphQL variables hold a NUL, a lone surrogate, a reserved
 * member name or nesting past MAX_INPUT_DEPTH is answered 400 with the field's message (as a GraphQL error
 * on `graphqlPath`), so nothing downstream ever sees it.
 */
export function registerInputBoundary(fastify: FastifyInstance, options: { graphqlPath?: string } = {}): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const graphql = options.graphqlPath !== undefined && request.routeOptions.url === options.graphqlPath;
    const [first, ...more] = requestFaults(request, graphql);
    if (!first) return;
    const refusal = inputFaultException(first, ...more);
    if (!graphql) return reply.code(400).send(refusal.toBody());
    const extensions = { code: 'BAD_USER_INPUT', reason: refusal.code, fields: refusal.details?.fields };
    return reply.code(400).send({ errors: [{ message: refusal.message, extensions }] });
  });
}

/**
 * For members of nested JSON stored as sent: the member may be left out, but null is validated (and so
 * refused) like any other value, unlike @IsOptional, which lets null through to the database.
 */
export const MayBeAbsent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
