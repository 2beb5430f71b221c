// How need and strength names compare, without zod (the plan review runs in the browser).

/**
 * The form in which need and strength names are compared (matching, duplicate checks):
 * custom entries are typed by people, so case and surrounding spaces do not count.
 */
export function traitNameKey(name: string): string {
  return name.trim().toLowerCase();
}
