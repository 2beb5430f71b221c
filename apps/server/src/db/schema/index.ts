// The one place drizzle reads the whole schema from (for queries and for drizzle-kit).
export * from './districts';
export * from './users';
export * from './sessions';
export * from './password-reset-tokens';
export * from './mail-outbox';
export * from './rate-limits';
export * from './content';
export * from './student-plans';
export * from './estimate-requests';
export * from './checkout';
export * from './password-reset-requests';
export * from './implementers';
export * from './delivery-log';
export * from './administration';
export * from './sso';
