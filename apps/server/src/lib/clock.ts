/** The current time, injectable so tests can move it (session expiry, greetings, tokens). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
