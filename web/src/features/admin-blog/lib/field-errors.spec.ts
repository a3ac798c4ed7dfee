import { ApiError } from '@/lib/rest-client';

import { fieldErrorsOf, isStaleVersion } from './field-errors';

describe('fieldErrorsOf', () => {
  it('takes the first message of each editor field, named as the editor labels it', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', {
      fromServer: true,
      details: {
        fields: {
          title: ['title is required, at most 200 characters', 'second'],
          bodyMarkdown: ['bodyMarkdown is required'],
          coverImageUrl: ['coverImageUrl must be an http(s) URL or a path starting with /'],
          version: ['version must be a number'],
        },
      },
    });
    expect(fieldErrorsOf(error)).toEqual({
      title: 'Title is required, at most 200 characters',
      bodyMarkdown: 'Body is required',
      coverImageUrl: 'Cover image must be an http(s) URL or a path starting with /',
    });
  });

  it('answers nothing for other errors', () => {
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(new ApiError(500, 'X', 'boom'))).toEqual({});
    expect(fieldErrorsOf(new ApiError(400, 'X', 'boom', { details: { fields: 'nope' } }))).toEqual({});
  });
});

describe('isStaleVersion', () => {
  it('is true only for a 409 STALE_VERSION', () => {
    expect(isStaleVersion(new ApiError(409, 'STALE_VERSION', 'reload'))).toBe(true);
    expect(isStaleVersion(new ApiError(409, 'SLUG_TAKEN', 'taken'))).toBe(false);
    expect(isStaleVersion(new Error('x'))).toBe(false);
  });
});
