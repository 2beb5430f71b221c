import type { ItemDetails } from './item-details';

// Apart from the schemas, so the web app's entry can compare details without loading zod.

/**
 * The details in a form that compares field by field, or '' for none: the database keeps JSON
 * keys in its own order, and the order of the places does not matter.
 */
export function detailsKey(details: ItemDetails | undefined): string {
  if (!details) return '';
  const { setting, when, amount, provider, appliesTo, statement } = details;
  return JSON.stringify([setting, when, amount, provider, [...appliesTo].sort(), statement]);
}
