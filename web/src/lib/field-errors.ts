// A service's 400 `details.fields` becomes `extensions.fields` in the bff (bff/src/graphql/format-error.ts).
// Only Apollo's tiny error module is imported, so the public pages' bundles stay free of the client.
import { CombinedGraphQLErrors, ServerError, ServerParseError, UnconventionalError } from '@apollo/client/errors';
import type { FieldErrors } from '@pm/contracts';
import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';

import { ApiError } from './rest-client';

export const FORM_ERROR_FALLBACK = 'Something went wrong. Please try again.';

/** `{ name: ['message', ...] }` (a lone string is taken as one message); anything else is ignored. */
function readFields(value: unknown, into: FieldErrors): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    const messages = (Array.isArray(raw) ? raw : [raw]).filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    if (messages.length > 0) into[name] = [...(into[name] ?? []), ...messages];
  }
}

/** ApiError's `details.fields`, or every GraphQL error's `extensions.fields` merged; empty for anything else. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (error instanceof ApiError) readFields(error.details?.fields, fields);
  else if (CombinedGraphQLErrors.is(error)) {
    for (const item of error.errors) readFields(item.extensions?.fields, fields);
  }
  return fields;
}

/** Errors whose message is for developers: Apollo's transport failures (status codes, parsing) and bugs. */
function isTechnical(error: Error): boolean {
  if ([TypeError, ReferenceError, RangeError, SyntaxError].some((kind) => error instanceof kind)) return true;
  return ServerError.is(error) || ServerParseError.is(error) || UnconventionalError.is(error);
}

/** For a form-level alert; technical failures (a fetch TypeError, Apollo's ServerError, a bug) give the fallback. */
export function formErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = [...new Set(error.errors.map((item) => item.message.trim()).filter(Boolean))];
    return messages.length > 0 ? messages.join(' ') : FORM_ERROR_FALLBACK;
  }
  if (error instanceof Error && !isTechnical(error) && error.message.trim() !== '') return error.message;
  return FORM_ERROR_FALLBACK;
}

const FORM_ERROR_KEY = 'root.server';

export interface ApplyFieldErrorsOptions {
  /** Server field name -> form field name, where they differ (e.g. `{ message: 'notes' }`). */
  fieldNames?: Readonly<Record<string, string>>;
  /** Form field -> label: a service message "bodyMarkdown is required" shows as "Body is required". */
  fieldLabels?: Readonly<Record<string, string>>;
}

function labelled(message: string, serverName: string, label: string | undefined): string {
  return label !== undefined && message.startsWith(`${serverName} `)
    ? `${label}${message.slice(serverName.length)}`
    : message;
}

/** The part of a react-hook-form form this needs (so a test can hand in a stub). */
export interface ErrorTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  getValues: UseFormGetValues<T>;
}

/**
 * Puts an error onto a react-hook-form form: each per-field message on its field (the first one focused),
 * and what belongs to no field of the form as the form-level error (`errors.root.server`): the messages of
 * unknown fields, or the error's own message when it has no per-field messages at all. A field is the
 * form's when it has a value there, so give every field a default value.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: ErrorTarget<T>,
  error: unknown,
  options: ApplyFieldErrorsOptions = {},
): void {
  const fields = fieldErrorsOf(error);
  const elsewhere: string[] = [];
  let focused = false;
  for (const [serverName, messages] of Object.entries(fields)) {
    const name = (options.fieldNames?.[serverName] ?? serverName) as Path<T>;
    if (form.getValues(name) === undefined) {
      elsewhere.push(...messages);
      continue;
    }
    const message = labelled(messages[0] ?? '', serverName, options.fieldLabels?.[name]);
    form.setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  const unplaced = [...new Set(elsewhere)].join(' ');
  const formMessage = focused || unplaced !== '' ? unplaced : formErrorMessage(error);
  if (formMessage !== '') form.setError(FORM_ERROR_KEY, { type: 'server', message: formMessage });
}
