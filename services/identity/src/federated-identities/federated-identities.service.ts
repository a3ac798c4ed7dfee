import { Injectable } from '@nestjs/common';
import type { FederatedSignInRequest, UserBody } from '@pm/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { UserEntity } from '../users/user.entity';
import { toUserBody } from '../users/user.mapper';
import { federatedUserNotFound } from './federated-identities.errors';
import { FederatedIdentityEntity } from './federated-identity.entity';

@Injectable()
export class FederatedIdentitiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * The user behind a provider sign-in. A known (issuer, subject) wins; otherwise the user with the
   * e-mail is linked, but only when the provider verified that e-mail, since an unverified address
   * would let anyone claim an account. Nobody is signed up here.
   */
  async signIn(request: FederatedSignInRequest): Promise<UserBody> {
    return this.dataSource.transaction(async (manager) => {
      const key = { issuer: request.issuer, subject: request.subject };
      const linked = await manager.findOneBy(FederatedIdentityEntity, key);
      if (linked) {
        const user = await manager.findOneBy(UserEntity, { id: linked.userId });
        if (user) return toUserBody(user);
      }
      if (!request.emailVerified || !request.email) throw federatedUserNotFound();
      const user = await manager.findOneBy(UserEntity, { email: request.email.toLowerCase() });
      if (!user) throw federatedUserNotFound();

      // Two first sign-ins racing: the unique (issuer, subject) keeps one row, both answer the same user.
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(FederatedIdentityEntity)
        .values({ ...key, companyId: user.companyId, userId: user.id, email: request.email.toLowerCase() })
        .orIgnore()
        .returning(['id'])
        .execute();
      const linkId = (inserted.raw as { id: string }[])[0]?.id;
      if (linkId) {
        await this.audit.record(manager, {
          companyId: user.companyId,
          actorUserId: user.id,
          action: 'federated_identity.linked',
          subjectId: linkId,
          data: { issuer: request.issuer, subject: request.subject, email: request.email.toLowerCase() },
        });
      }
      return toUserBody(user);
    });
  }
}
