// The one place drizzle reads the whole schema from (for queries and for drizzle-kit).
export * from './districts';
export * from './users';
export * from './sessions';
