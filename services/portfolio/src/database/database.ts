import { BuildingFactorEntity } from '../building-factors/building-factor.entity';
import { PropertyOwnerEntity } from '../owners/property-owner.entity';
import { PropertyEntity } from '../properties/property.entity';
import { TenantEntity } from '../tenants/tenant.entity';
import { Initial1767225600000 } from './migrations/1767225600000-initial';

export const PORTFOLIO_SCHEMA = 'portfolio';
export const PORTFOLIO_ENTITIES = [PropertyEntity, PropertyOwnerEntity, BuildingFactorEntity, TenantEntity];
export const PORTFOLIO_MIGRATIONS = [Initial1767225600000];
