import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';

import { applyFieldErrors, FORM_ERROR_FALLBACK, fieldErrorsOf, formErrorMessage } from './field-errors';
import { ApiError } from './rest-client';

/** A REST 400 as the services send it: {success:false, statusCode, code, message, details:{fields}}. */
function restError(fields: unknown, message = 'Validation failed') {
  return new ApiError(400, 'VALIDATION_FAILED', message, { fromServer: true, details: { fields } });
}

/** A GraphQL answer as the bff formats it (bff/src/graphql/format-error.ts). */
function graphqlError(...errors: { message: string; extensions?: Record<string, unknown> }[]) {
  return new CombinedGraphQLErrors({ data: null, errors });
}

const badUserInput = (fields: Record<string, string[]>, message = 'Validation failed') => ({
  message,
  extensions: { code: 'BAD_USER_INPUT', reason: 'VALIDATION_FAILED', fields },
});

describe('fieldErrorsOf', () => {
  it("reads a REST ApiError's details.fields", () => {
    const error = restError({ email: ['email must be an email', 'email is too long'], phone: ['phone is invalid'] });
    expect(fieldErrorsOf(error)).toEqual({
      email: ['email must be an email', 'email is too long'],
      phone: ['phone is invalid'],
    });
  });

  it('reads the extensions.fields of every GraphQL error of an Apollo CombinedGraphQLErrors, merged', () => {
    const error = graphqlError(
      badUserInput({ title: ['Title is required'] }),
      badUserInput({ slug: ['Slug is taken'], title: ['Title is too long'] }),
      { message: 'Forbidden', extensions: { code: 'FORBIDDEN' } },
    );
    expect(fieldErrorsOf(error)).toEqual({
      title: ['Title is required', 'Title is too long'],
      slug: ['Slug is taken'],
    });
  });

  it('takes a lone string as one message and drops what is not a message', () => {
    expect(fieldErrorsOf(restError({ name: 'Name is required', age: [3, '', 'Age is required'], odd: null }))).toEqual({
      name: ['Name is required'],
      age: ['Age is required'],
    });
    expect(fieldErrorsOf(restError(['not', 'a', 'map']))).toEqual({});
  });

  it('is empty for errors without per-field messages', () => {
    expect(fieldErrorsOf(new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toEqual({});
    expect(fieldErrorsOf(graphqlError({ message: 'Not found', extensions: { code: 'NOT_FOUND' } }))).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});

describe('formErrorMessage', () => {
  it("is the server's message, REST or GraphQL, or our own error's", () => {
    expect(formErrorMessage(new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists'))).toBe(
      'An account with this email already exists',
    );
    expect(
      formErrorMessage(
        graphqlError({ message: 'Post was changed by someone else' }, { message: 'Post was changed by someone else' }),
      ),
    ).toBe('Post was changed by someone else');
    expect(formErrorMessage(new Error('Invalid credentials'))).toBe('Invalid credentials');
  });

  it('falls back to a plain sentence for transport failures, bugs and anything without a message', () => {
    const serverError = new ServerError('Response not successful: Received status code 502', {
      response: { status: 502 } as Response,
      bodyText: '<html>Bad gateway</html>',
    });
    expect(formErrorMessage(serverError)).toBe(FORM_ERROR_FALLBACK);
    expect(formErrorMessage(new TypeError('Failed to fetch'))).toBe(FORM_ERROR_FALLBACK);
    expect(formErrorMessage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      FORM_ERROR_FALLBACK,
    );
    expect(formErrorMessage(new Error(''))).toBe(FORM_ERROR_FALLBACK);
    expect(formErrorMessage('boom')).toBe(FORM_ERROR_FALLBACK);
  });
});

describe('applyFieldErrors', () => {
  function renderForm() {
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { title: '', slug: '', notes: '', address: { postcode: '' } } });
      // formState is a proxy: reading errors while rendering subscribes the hook to them.
      void form.formState.errors;
      return form;
    });
    return result;
  }

  it('sets each per-field message of a GraphQL BAD_USER_INPUT on its field; nothing at form level', () => {
    const form = renderForm();
    act(() => applyFieldErrors(form.current, graphqlError(badUserInput({ title: ['Title is required'] }))));
    expect(form.current.formState.errors.title).toMatchObject({ type: 'server', message: 'Title is required' });
    expect(form.current.formState.errors.root).toBeUndefined();
  });

  it('sets the first message of each field of a REST ApiError, renamed where the form calls it otherwise', () => {
    const form = renderForm();
    const error = restError({
      slug: ['slug is taken', 'slug is too long'],
      message: ['message is too long'],
      'address.postcode': ['postcode is not a UK postcode'],
    });
    act(() => applyFieldErrors(form.current, error, { fieldNames: { message: 'notes' } }));
    const { errors } = form.current.formState;
    expect(errors.slug?.message).toBe('slug is taken');
    expect(errors.notes?.message).toBe('message is too long');
    expect(errors.address?.postcode?.message).toBe('postcode is not a UK postcode');
    expect(errors.root).toBeUndefined();
  });

  it("begins a message that names its field with the field's label instead", () => {
    const form = renderForm();
    const error = graphqlError(
      badUserInput({
        title: ['title is required, at most 200 characters'],
        message: ['message is too long'],
        slug: ['Choose another slug'],
      }),
    );
    const fieldLabels = { title: 'Title', notes: 'Notes', slug: 'Slug' };
    act(() => applyFieldErrors(form.current, error, { fieldNames: { message: 'notes' }, fieldLabels }));
    const { errors } = form.current.formState;
    expect(errors.title?.message).toBe('Title is required, at most 200 characters');
    expect(errors.notes?.message).toBe('Notes is too long');
    expect(errors.slug?.message).toBe('Choose another slug');
  });

  it('puts messages for fields the form does not have into the form-level error', () => {
    const form = renderForm();
    const error = restError({ title: ['Title is required'], 'metadata.page': ['page must be a path'] });
    act(() => applyFieldErrors(form.current, error));
    expect(form.current.formState.errors.title?.message).toBe('Title is required');
    expect(form.current.formState.errors.root?.server?.message).toBe('page must be a path');
  });

  it("makes an error without per-field messages the form-level error, with the error's message", () => {
    const form = renderForm();
    act(() => applyFieldErrors(form.current, new ApiError(429, 'RATE_LIMITED', 'Too many submissions, try later')));
    expect(form.current.formState.errors.root?.server).toMatchObject({
      type: 'server',
      message: 'Too many submissions, try later',
    });
    expect(Object.keys(form.current.formState.errors)).toEqual(['root']);

    act(() =>
      applyFieldErrors(form.current, graphqlError({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } })),
    );
    expect(form.current.formState.errors.root?.server?.message).toBe('Forbidden');
  });

  it('focuses the first field with a server message', () => {
    const setError = jest.fn();
    const getValues = jest.fn().mockReturnValue('');
    applyFieldErrors({ setError, getValues }, restError({ slug: ['taken'], title: ['required'] }));
    expect(setError.mock.calls).toEqual([
      ['slug', { type: 'server', message: 'taken' }, { shouldFocus: true }],
      ['title', { type: 'server', message: 'required' }, { shouldFocus: false }],
    ]);
  });
});
