import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, ErrorCode } from '@trellis/shared/api-error';
import { AppError, ERROR_STATUS, fieldError } from './errors';

describe('the error catalogue', () => {
  it('gives every code one HTTP error status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...API_ERROR_CODES].sort());
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('takes an error’s status from its code', () => {
    expect(new AppError(ErrorCode.EMAIL_IN_USE, 'Email Already In Use').statusCode).toBe(409);
    expect(new AppError(ErrorCode.UNAUTHENTICATED, 'Please sign in.').statusCode).toBe(401);
    expect(new AppError(ErrorCode.TOO_MANY_ATTEMPTS, 'Wait.').statusCode).toBe(429);
  });

  it('puts a field error’s message on its field and in the answer', () => {
    const error = fieldError(ErrorCode.WEAK_PASSWORD, 'newPassword', 'Too common');
    expect(error).toMatchObject({
      code: 'WEAK_PASSWORD',
      statusCode: 400,
      message: 'Too common',
      issues: [{ path: 'newPassword', message: 'Too common' }],
    });
  });
});
