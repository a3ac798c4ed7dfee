import { plainToInstance } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

/**
 * The shape of an input as its validators describe it: enough to generate values that get past the
 * type checks, so the hostile changes of hostile.ts land in every member, nested ones included.
 */
export type Shape =
  | { kind: 'string'; min: number; max: number; format?: 'email' | 'uuid' | 'iso8601' | 'url'; pattern?: RegExp }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly unknown[] }
  | { kind: 'object'; fields: Record<string, Member> }
  | { kind: 'array'; of: Shape; max: number }
  | { kind: 'any' };

export interface Member {
  shape: Shape;
  optional: boolean;
}

type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];
// ValidationTypes' values: @IsOptional and @ValidateIf are conditional, @ValidateNested nested.
const CONDITIONAL = 'conditionalValidation';
const NESTED = 'nestedValidation';

/** The class class-transformer's @Type gives a nested member, found the way the ValidationPipe finds it. */
function nestedClass(dto: new () => object, property: string, each: boolean): (new () => object) | null {
  const sample = plainToInstance(dto, { [property]: each ? [{}] : {} }) as Record<string, unknown>;
  const value = each ? (sample[property] as unknown[] | undefined)?.[0] : sample[property];
  const ctor = (value as object | undefined)?.constructor;
  return ctor && ctor !== Object ? (ctor as new () => object) : null;
}

function scalarShape(rules: ValidationMetadata[]): Shape {
  const named = (name: string) => rules.find((rule) => rule.name === name);
  const isIn = named('isIn');
  if (isIn) return { kind: 'enum', values: isIn.constraints[0] as unknown[] };
  if (named('isInt')) {
    return {
      kind: 'int',
      min: (named('min')?.constraints[0] as number | undefined) ?? -1_000_000,
      max: (named('max')?.constraints[0] as number | undefined) ?? 1_000_000,
    };
  }
  if (named('isNumber')) return { kind: 'number' };
  if (named('isBoolean')) return { kind: 'boolean' };
  if (named('isString') || named('isEmail') || named('isUuid') || named('isIso8601') || named('matches')) {
    const length = named('isLength')?.constraints as [number, number?] | undefined;
    const min = Math.max(length?.[0] ?? 0, (named('minLength')?.constraints[0] as number | undefined) ?? 0);
    const max = Math.min(length?.[1] ?? 10_000, (named('maxLength')?.constraints[0] as number | undefined) ?? 10_000);
    const pattern = named('matches')?.constraints[0] as RegExp | undefined;
    const format = named('isEmail')
      ? 'email'
      : named('isUuid')
        ? 'uuid'
        : named('isIso8601')
          ? 'iso8601'
          : named('isUrl')
            ? 'url'
            : undefined;
    return { kind: 'string', min, max, ...(format ? { format } : {}), ...(pattern ? { pattern } : {}) };
  }
  return { kind: 'any' };
}

/** A DTO class's members from its class-validator metadata, nested DTOs (@ValidateNested + @Type) included. */
export function dtoShape(dto: new () => object, seen: ReadonlySet<unknown> = new Set()): Shape {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const rule of metadata) byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
  const fields: Record<string, Member> = {};
  for (const [property, rules] of byProperty) {
    const optional = rules.some((rule) => rule.type === CONDITIONAL);
    const nested = rules.find((rule) => rule.type === NESTED);
    const isArray = rules.some((rule) => rule.name === 'isArray');
    const arrayMax = (rules.find((rule) => rule.name === 'arrayMaxSize')?.constraints[0] as number | undefined) ?? 50;
    let shape: Shape;
    if (nested) {
      const each = nested.each === true || isArray;
      const inner = nestedClass(dto, property, each);
      const innerShape: Shape = inner && !seen.has(inner) ? dtoShape(inner, new Set([...seen, dto])) : { kind: 'any' };
      shape = each ? { kind: 'array', of: innerShape, max: arrayMax } : innerShape;
    } else {
      const element = scalarShape(rules);
      shape = isArray || rules.some((rule) => rule.each) ? { kind: 'array', of: element, max: arrayMax } : element;
    }
    fields[property] = { shape, optional };
  }
  return { kind: 'object', fields };
}

const INT32 = 2 ** 31 - 1;

/** The shape of a GraphQL argument or input field (ID is a string: the resolvers check it). */
export function graphqlShape(type: GraphQLInputType): Member {
  const optional = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return { optional, shape: { kind: 'array', of: graphqlShape(inner.ofType).shape, max: 20 } };
  if (isEnumType(inner)) return { optional, shape: { kind: 'enum', values: inner.getValues().map((v) => v.name) } };
  if (isInputObjectType(inner)) {
    const fields: Record<string, Member> = {};
    for (const field of Object.values(inner.getFields())) {
      const member = graphqlShape(field.type);
      fields[field.name] = { ...member, optional: member.optional || field.defaultValue !== undefined };
    }
    return { optional, shape: { kind: 'object', fields } };
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return { optional, shape: { kind: 'int', min: -INT32, max: INT32 } };
      case 'Float':
        return { optional, shape: { kind: 'number' } };
      case 'Boolean':
        return { optional, shape: { kind: 'boolean' } };
      case 'ID':
        return { optional, shape: { kind: 'string', min: 0, max: 64, format: 'uuid' } };
      case 'String':
        return { optional, shape: { kind: 'string', min: 0, max: 10_000 } };
      default:
        return { optional, shape: { kind: 'any' } };
    }
  }
  throw new Error(`no shape for GraphQL type ${getNamedType(type).name}`);
}

/** Printable text, mostly short, sometimes any Unicode (well-formed: hostile.ts adds the faults). */
const text = (min: number, max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 24)) }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }),
    },
  );

function patterned(pattern: RegExp, fallback: fc.Arbitrary<string>): fc.Arbitrary<string> {
  try {
    return fc.oneof(fc.stringMatching(pattern), fallback);
  } catch {
    return fallback;
  }
}

/** Values that pass the shape's type checks most of the time; `ids` are ids of records that exist. */
export function validValue(shape: Shape, ids: readonly string[] = []): fc.Arbitrary<unknown> {
  switch (shape.kind) {
    case 'string': {
      const plain = text(shape.min, shape.max);
      switch (shape.format) {
        case 'email':
          return fc.oneof(fc.emailAddress(), plain);
        case 'uuid':
          return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid(), plain) : fc.oneof(fc.uuid(), plain);
        case 'iso8601':
          return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
        case 'url':
          return fc.oneof(fc.webUrl(), plain);
        default:
          return shape.pattern ? patterned(shape.pattern, plain) : plain;
      }
    }
    case 'int': {
      // Half near the bottom of the range, where page sizes and versions live, so more cases pass the rules.
      const low = Math.max(shape.min, Math.min(shape.max, 0));
      return fc.oneof(
        fc.integer({ min: low, max: Math.min(shape.max, low + 100) }),
        fc.integer({ min: shape.min, max: shape.max }),
      );
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...shape.values);
    case 'array':
      return fc.array(validValue(shape.of, ids), { maxLength: Math.min(shape.max, 4) });
    case 'object': {
      const entries = Object.entries(shape.fields);
      const record = Object.fromEntries(entries.map(([key, member]) => [key, validValue(member.shape, ids)]));
      const requiredKeys = entries.filter(([, member]) => !member.optional).map(([key]) => key);
      return fc.record(record, { requiredKeys });
    }
    case 'any':
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

/** Query strings carry text only. */
export const asQueryValue = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
