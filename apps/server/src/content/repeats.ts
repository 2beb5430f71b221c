/** Items whose key an earlier item already had, each with the key's first holder. */
export function repeats<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
): { item: T; first: T }[] {
  const seen = new Map<string, T>();
  const found: { item: T; first: T }[] = [];
  for (const item of items) {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, item);
    else found.push({ item, first });
  }
  return found;
}
