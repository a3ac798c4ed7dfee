import { useCallback } from 'react';

import { fieldErrorsOf, formErrorMessage } from '@/lib/field-errors';

import { useLazySalesBotAnswerQuery } from '../api/kb-articles.generated';

/** The live sales bot's answer to a question, asked afresh each time (articles change under it). */
export function useTryQuestion() {
  const [execute, { data, loading, error, variables }] = useLazySalesBotAnswerQuery({ fetchPolicy: 'network-only' });

  const ask = useCallback(
    (question: string) => {
      // The failure is shown from the hook's result.
      void execute({ variables: { question } }).catch(() => undefined);
    },
    [execute],
  );

  return {
    ask,
    asked: variables?.question ?? null,
    result: loading || error ? null : (data?.salesBotAnswer ?? null),
    pending: loading,
    failure: error ? (fieldErrorsOf(error).question?.[0] ?? formErrorMessage(error)) : null,
  };
}
