import { z } from 'zod';

/** `GET /api/v1/site`: public facts the web app shows (footer, legal pages, help text). */
export const SiteInfoSchema = z.object({
  productName: z.string(),
  version: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
