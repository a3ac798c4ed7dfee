import { registerEnumType } from '@nestjs/graphql';

/** A GraphQL enum made from a contract's value list, so the list is declared once (STYLE rule 15). */
export function enumType<T extends string>(values: readonly T[], name: string, description?: string) {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(enumObject, { name, description });
  return enumObject;
}
