import type { ServiceKitOptions } from '@pm/kit';
import { Initial1767225600000 } from './migrations/1767225600000-initial';

export const ENGAGEMENT_SCHEMA = 'engagement';
/** No feature module reads these tables yet; entities arrive with their endpoints. */
export const ENGAGEMENT_ENTITIES: ServiceKitOptions['entities'] = [];
export const ENGAGEMENT_MIGRATIONS = [Initial1767225600000];
