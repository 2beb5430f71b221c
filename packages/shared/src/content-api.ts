import { z } from 'zod';
import {
  AccommodationSchema,
  CONTENT_ID_PATTERN,
  DashboardMessageSchema,
  NeedItemSchema,
  StrengthSchema,
} from './content';
import {
  ACCOMMODATION_BATCH_MAX,
  ACCOMMODATION_KEY_SHAPE,
  NEED_CATEGORIES,
} from './content-constants';
import { AccommodationSummarySchema } from './search';
import { EntryCrosswalkSchema } from './assessments';

// Requests and answers of the content API (`/api/v1/content/…`), all for signed-in users.

/** `GET /content/need-categories`: the four need categories with their needs. */
export const NeedCategoriesResponseSchema = z.object({
  categories: z.array(z.object({ name: z.enum(NEED_CATEGORIES), needs: z.array(NeedItemSchema) })),
});
/** The need categories' answer. */
export type NeedCategoriesResponse = z.infer<typeof NeedCategoriesResponseSchema>;

/** `GET /content/strength-categories`: the strength categories with their strengths. */
export const StrengthCategoriesResponseSchema = z.object({
  categories: z.array(z.object({ name: z.string(), strengths: z.array(StrengthSchema) })),
});
/** The strength categories' answer. */
export type StrengthCategoriesResponse = z.infer<typeof StrengthCategoriesResponseSchema>;

/** `GET /content/needs/:id` parameters. */
export const NeedParamsSchema = z.object({
  id: z.string().max(100).regex(CONTENT_ID_PATTERN, 'expected a need id such as reading-fluency'),
});

/** `GET /content/needs/:id`: one need, for the small modal and browse. */
export const NeedResponseSchema = NeedItemSchema;

/** `GET /content/accommodations/:key` parameters; lower-case keys are accepted. */
export const AccommodationParamsSchema = z.object({
  key: z.string().regex(ACCOMMODATION_KEY_SHAPE, 'expected an accommodation key such as L12'),
});

const BATCH_KEYS_EXPECTED = 'expected accommodation keys separated by commas, such as L12,B3';

/** `GET /content/accommodations?keys=L12,B3`: at most {@link ACCOMMODATION_BATCH_MAX} keys. */
export const AccommodationBatchQuerySchema = z.object({
  keys: z
    .string(BATCH_KEYS_EXPECTED)
    .transform((text) => text.split(','))
    .pipe(
      z
        .array(z.string().regex(ACCOMMODATION_KEY_SHAPE, BATCH_KEYS_EXPECTED))
        .max(ACCOMMODATION_BATCH_MAX, `at most ${ACCOMMODATION_BATCH_MAX} keys at once`),
    ),
});

/**
 * `GET /content/accommodations/:key`: one accommodation, for the large modal and the plan's
 * statements and review, with its state-test crosswalk.
 */
export const AccommodationResponseSchema = AccommodationSchema.extend({
  crosswalk: EntryCrosswalkSchema,
});
/** One accommodation with its crosswalk. */
export type AccommodationResponse = z.infer<typeof AccommodationResponseSchema>;

/**
 * `GET /content/accommodations?keys=`: the entries asked for, each as the one-key route
 * answers it, in the order asked; a key asked twice comes once, and an unknown key not at all.
 */
export const AccommodationBatchResponseSchema = z.object({
  accommodations: z.array(AccommodationResponseSchema),
});

/** `GET /content/topics/:id`: a need with the accommodations filed under it (browse). */
export const TopicResponseSchema = z.object({
  need: NeedItemSchema,
  /** By category (B, C, L, A), then by the number in the key. */
  accommodations: z.array(AccommodationSummarySchema),
});
/** The browse answer for one topic. */
export type TopicResponse = z.infer<typeof TopicResponseSchema>;

/** `GET /content/dashboard-messages`: the active messages of the dashboard carousel. */
export const DashboardMessagesResponseSchema = z.object({
  messages: z.array(DashboardMessageSchema),
});
/** The dashboard messages' answer. */
export type DashboardMessagesResponse = z.infer<typeof DashboardMessagesResponseSchema>;
