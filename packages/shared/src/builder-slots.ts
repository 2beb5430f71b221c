// The builder's custom entry slots, apart from the schemas so the web app's entry can
// name them without loading zod.

/** Custom entry slots per kind (spec §9). */
export const CUSTOM_SLOT_COUNT = 6;

function slotIds(prefix: string): readonly string[] {
  return Array.from(
    { length: CUSTOM_SLOT_COUNT },
    (_, i) => `${prefix}${String(i).padStart(3, '0')}`,
  );
}

/** Ids of the six custom strength slots: cs000 to cs005. */
export const CUSTOM_STRENGTH_IDS = slotIds('cs');
/** Ids of the six custom need slots: cn000 to cn005. */
export const CUSTOM_NEED_IDS = slotIds('cn');
