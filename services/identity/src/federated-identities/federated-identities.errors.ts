import { AppException } from '@pm/kit';

enum FederatedIdentitiesErrorCode {
  FederatedUserNotFound = 'FEDERATED_USER_NOT_FOUND',
}

/** No sign-up through a provider: accounts come from registration or invitation. */
export const federatedUserNotFound = () =>
  new AppException(404, FederatedIdentitiesErrorCode.FederatedUserNotFound, 'No account uses this e-mail address');
