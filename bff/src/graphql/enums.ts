import { registerEnumType } from '@nestjs/graphql';
import type { Nation, PropertyStatus, PropertyType, Role } from '@pm/contracts';

/** GraphQL enums mirror the contracts' string unions value for value. */
const values = <T extends string>(...names: T[]) => Object.fromEntries(names.map((n) => [n, n])) as { [K in T]: K };

export const RoleEnum = values<Role>('superuser', 'admin', 'landlord', 'manager', 'owner', 'tenant', 'trade');
export const NationEnum = values<Nation>('england', 'wales', 'scotland', 'northern_ireland');
export const PropertyTypeEnum = values<PropertyType>('flat', 'house', 'hmo', 'maisonette', 'bungalow', 'studio');
export const PropertyStatusEnum = values<PropertyStatus>('vacant', 'let', 'under_offer', 'unavailable');

registerEnumType(RoleEnum, { name: 'Role' });
registerEnumType(NationEnum, { name: 'Nation' });
registerEnumType(PropertyTypeEnum, { name: 'PropertyType' });
registerEnumType(PropertyStatusEnum, { name: 'PropertyStatus' });
