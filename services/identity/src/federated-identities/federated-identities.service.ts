import { Injectable } from '@nestjs/common';
import type { FederatedSignInRequest, UserBody } from '@pm/contracts';
import { Db } from '@pm/kit';
import { AuditService } from '../audit/audit.service';
import { UserEntity } from '../users/user.entity';
import { toUserBody } from '../users/user.mapper';
import { federatedUserNotFound } from './federated-identities.errors';
import { FederatedIdentityEntity } from './federated-identity.entity';

@Injectable()
export class FederatedIdentitiesService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  /**
   * A known (issuer, subject) wins; else the user with the e-mail is linked, only if the provider verified
   * it, since an unverified address would let anyone claim an account. Nobody is signed up here.
   */
  async signIn(request: FederatedSignInRequest): Promise<UserBody> {
    const manager = this.db.manager;
    const key = { issuer: request.issuer, subject: request.subject };
    // Nobody is signed in yet: the (issuer, subject) pair, then the e-mail, are the keys that show one row.
    await this.db.lookup({ federatedIssuer: key.issuer, federatedSubject: key.subject });
    const linked = await manager.findOneBy(FederatedIdentityEntity, key);
    if (linked) {
      await this.db.enter({ companyId: linked.companyId, userId: linked.userId });
      const user = await manager.findOneBy(UserEntity, { id: linked.userId });
      if (user) return toUserBody(user);
    }
    if (!request.emailVerified || !request.email) throw federatedUserNotFound();
    await this.db.enter({ lookup: { email: request.email.toLowerCase() } });
    const user = await manager.findOneBy(UserEntity, { email: request.email.toLowerCase() });
    if (!user) throw federatedUserNotFound();
    await this.db.enter({ companyId: user.companyId, userId: user.id, role: user.role });

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
  }
}
