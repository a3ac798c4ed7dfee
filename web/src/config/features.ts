// The product's features and their state (services/contracts: product/feature.ts), as the web's content uses them.
import { PRODUCT_FEATURES, type FeatureId } from '@pm/contracts';

/** True when any of the features is still planned: the content around them must say it is coming. */
export function anyPlanned(features: readonly FeatureId[]): boolean {
  return features.some((id) => PRODUCT_FEATURES[id].state === 'planned');
}

/** The attribute a content block declares its features by (the content tests read it). */
export function featuresAttribute(features: readonly FeatureId[]): { 'data-features': string } {
  return { 'data-features': features.join(' ') };
}

/** Marks text about the reader's situation or the law, which claims nothing about the product. */
export const CONTEXT = { 'data-context': '' } as const;
