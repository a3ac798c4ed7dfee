import type { CallerContext } from '@pm/contracts';

/** Repair costs of the properties in a month, by property id, and whether repairs record costs at all. */
export interface RepairCosts {
  recorded: boolean;
  byProperty: ReadonlyMap<string, number>;
}

/**
 * OWN-02's repair costs. Maintenance requests record no costs yet (issue 13), so every property's are 0 and
 * `recorded` is false, which the statement shows as a note instead of a figure anyone could mistake for real.
 * When repairs record their costs, this is the one function to answer from them (whole pence per property).
 */
export function repairCostsFor(
  _caller: CallerContext,
  _propertyIds: readonly string[],
  _month: string,
): Promise<RepairCosts> {
  return Promise.resolve({ recorded: false, byProperty: new Map() });
}
