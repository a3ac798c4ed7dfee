import type { MockedResponse } from '@apollo/client/testing';

import { MeDocument } from '@/features/auth/api/me.generated';
import type { Role } from '@/gql/types';

/** The signed-in user's `me` answer for a screen's spec: Emily Carter of Northgate Lettings, in `role`. */
export const meMock = (role: Role): MockedResponse => ({
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        email: `${role}@example.com`,
        firstName: 'Emily',
        lastName: 'Carter',
        role,
        company: { __typename: 'Company', id: 'c1', name: 'Northgate Lettings', logoUrl: null },
      },
    },
  },
});
