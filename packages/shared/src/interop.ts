import { z } from 'zod';

// Codes other student-information systems use for an accommodation (issue 17): the Ed-Fi
// Data Standard's AccommodationDescriptor and CEDS's accommodation type, where one maps.
// An entry carries them in its optional `interop` block; the plan's CSV and JSON exports
// write them (docs/plan-exports.md).

/** The Ed-Fi descriptor's namespace: a reference is this, `#`, and the code value. */
export const EDFI_ACCOMMODATION_NAMESPACE = 'uri://ed-fi.org/AccommodationDescriptor';

/**
 * Ed-Fi Data Standard `AccommodationDescriptor` default code values (v4.0 to v5.2, unchanged):
 * broad categories, so an entry maps only where it plainly falls in one.
 */
export const EDFI_ACCOMMODATION_DESCRIPTORS = [
  '504 accommodation',
  'English language learner accommodation',
  'Other',
  'Scheduling accommodation',
  'Settings accommodation',
  'Student equipment/technology accommodation',
  'Test administration accommodation',
  'Test material accommodation',
  'Test response accommodation',
] as const;

/**
 * CEDS "Accessibility Feature Type" (000385; "Accommodation Type" before CEDS 13) option
 * codes, v13, with their descriptions.
 */
export const CEDS_ACCESSIBILITY_FEATURE_TYPES: Record<string, string> = {
  '1001': 'Adaptive calculator',
  '1002': 'Alternate response option',
  '1003': 'Alternative text',
  '1004': 'Amplification',
  '1005': 'Auditory calming',
  '1006': 'Bilingual dictionary',
  '1007': 'Word to word bilingual dictionary',
  '1008': 'Word to word bilingual glossary',
  '1009': 'Braille',
  '1010': 'Breaks',
  '1011': 'Calculator',
  '1012': 'Closed captioning',
  '1013': 'Reference sheet',
  '1014': 'Assessment countdown timer',
  '1015': 'English dictionary',
  '1016': 'English glossary',
  '1017': 'Assessment extended time',
  '1018': 'Highlighter',
  '1019': 'Illustration glossaries',
  '1020': 'Large print paper assessment booklet',
  '1021': 'Line guide',
  '1022': 'Masking',
  '1023': 'Medical supports',
  '1024': 'Assessment multiple days',
  '1025': 'Noise canceling',
  '1026': 'Group size',
  '1027': 'Read aloud',
  '1028': 'Read aloud to self',
  '1029': 'Assessment Refocus',
  '1030': 'Repeat test directions',
  '1031': 'Screen reader',
  '1032': 'Setting',
  '1033': 'Signed administration',
  '1034': 'Simplified test directions',
  '1035': 'Specific test administrator',
  '1036': 'Display Format Adjustment',
  '1037': 'Strikethrough',
  '1038': 'Tactile graphics',
  '1039': 'Tactile symbols',
  '1040': 'Thesaurus',
  '1041': 'Assessment time of day',
  '1042': 'Translation',
  '1043': 'Bilingual glossary',
  '1044': 'Turn off any universal tools',
  '1045': 'Unlimited replays',
  '1046': 'Unlimited rerecording',
  '9999': 'Other',
};

const cedsCodes = Object.keys(CEDS_ACCESSIBILITY_FEATURE_TYPES);

/** An entry's codes in other systems' vocabularies. */
export const InteropEntrySchema = z.strictObject({
  edfi: z
    .enum(EDFI_ACCOMMODATION_DESCRIPTORS, {
      error: 'expected an Ed-Fi AccommodationDescriptor code value',
    })
    .optional(),
  ceds: z
    .string()
    .refine((code) => cedsCodes.includes(code), {
      error: 'expected a CEDS Accessibility Feature Type code, e.g. "1017"',
    })
    .optional(),
});
/** An entry's interop codes. */
export type InteropEntry = z.infer<typeof InteropEntrySchema>;

/** The interop codes as the library serves them (null where none maps). */
export const InteropSchema = z.object({
  edfi: z.string().nullable(),
  ceds: z.string().nullable(),
});
export type Interop = z.infer<typeof InteropSchema>;
