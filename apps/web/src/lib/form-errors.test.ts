import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { ErrorCode } from '@trellis/shared/api-error';
import { ApiRequestError, ClientErrorCode } from './api-client';
import { applyServerErrors, fieldMessages } from './form-errors';

type Form = { email: string; password: string; personnel: string[] };
const FIELDS = ['email', 'password', 'personnel'] as const;

function setErrorSpy() {
  return vi.fn<UseFormSetError<Form>>();
}

describe('applyServerErrors', () => {
  it("puts each issue on the field its path names and leaves the rest for the page's alert", () => {
    const setError = setErrorSpy();
    const error = new ApiRequestError(409, ErrorCode.EMAIL_IN_USE, 'Email Already In Use', [
      { path: 'email', message: 'Email Already In Use' },
      { path: 'code', message: 'Invalid Code Entered.' },
    ]);

    const rest = applyServerErrors<Form>(error, setError, FIELDS);

    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Email Already In Use',
      types: { server: ['Email Already In Use'] },
    });
    expect(rest).toEqual({
      status: 409,
      code: ErrorCode.EMAIL_IN_USE,
      message: 'Email Already In Use',
      unmatched: [{ path: 'code', message: 'Invalid Code Entered.' }],
    });
  });

  it('gathers several issues of one field, also those about its items', () => {
    const setError = setErrorSpy();
    const error = new ApiRequestError(400, ErrorCode.VALIDATION_FAILED, 'Please check.', [
      { path: 'personnel.0', message: 'is not a colleague in your district' },
      { path: 'personnel.3', message: 'is not a colleague either' },
      { path: 'personnelNote', message: 'names no field of the form' },
    ]);

    const rest = applyServerErrors<Form>(error, setError, FIELDS);

    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith('personnel', {
      type: 'server',
      message: 'is not a colleague in your district',
      types: { server: ['is not a colleague in your district', 'is not a colleague either'] },
    });
    expect(rest?.unmatched).toEqual([
      { path: 'personnelNote', message: 'names no field of the form' },
    ]);
  });

  it('places nothing for an answer without issues, and returns its message', () => {
    const setError = setErrorSpy();
    const error = new ApiRequestError(
      401,
      ErrorCode.INVALID_CREDENTIALS,
      'Wrong e-mail or password',
    );
    expect(applyServerErrors<Form>(error, setError, FIELDS)).toEqual({
      status: 401,
      code: ErrorCode.INVALID_CREDENTIALS,
      message: 'Wrong e-mail or password',
      unmatched: [],
    });
    expect(setError).not.toHaveBeenCalled();
  });

  it('keeps an answer the client could not read: an HTTP_ERROR is still an answer', () => {
    const error = new ApiRequestError(502, ClientErrorCode.HTTP_ERROR, 'The server answered 502.');
    expect(applyServerErrors<Form>(error, setErrorSpy(), FIELDS)).toMatchObject({
      code: ClientErrorCode.HTTP_ERROR,
      message: 'The server answered 502.',
    });
  });

  it.each([
    ['a network failure', new ApiRequestError(0, ClientErrorCode.NETWORK_ERROR, 'offline')],
    ['any other error', new TypeError('x is undefined')],
    ['no error at all', null],
  ])('returns null and places nothing for %s', (_name, error) => {
    const setError = setErrorSpy();
    expect(applyServerErrors<Form>(error, setError, FIELDS)).toBeNull();
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('fieldMessages', () => {
  it("lists the server's messages of a field, or the field's one message", () => {
    expect(fieldMessages({ message: 'first', types: { server: ['first', 'second'] } })).toEqual([
      'first',
      'second',
    ]);
    expect(fieldMessages({ message: 'Required' })).toEqual(['Required']);
    expect(fieldMessages(undefined)).toEqual([]);
  });
});
