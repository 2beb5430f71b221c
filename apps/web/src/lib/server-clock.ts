/** The server's current time, given how far its clock is ahead of this browser's. */
export function serverTime(offsetMs: number): Date {
  return new Date(Date.now() + offsetMs);
}
