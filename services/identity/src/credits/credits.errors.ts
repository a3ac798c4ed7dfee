import { AppException } from '@pm/kit';

enum CreditsErrorCode {
  ReferenceTaken = 'CREDIT_REFERENCE_TAKEN',
}

/** The (reason, referenceId) pair already credited someone else: never credit it twice. */
export const creditReferenceTaken = () =>
  new AppException(409, CreditsErrorCode.ReferenceTaken, 'These credits were already awarded');
