/** The product's name, which the spec writes as `{product}`. */
export const PRODUCT_NAME = 'Trellis';

/** Where every versioned API route lives. */
export const API_PREFIX = '/api/v1';
