import { Injectable } from '@nestjs/common';
import type { UserBody } from '@pm/contracts';
import { Db, isUniqueViolation } from '@pm/kit';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CompanyEntity } from '../companies/company.entity';
import { InvitationEntity } from '../invitations/invitation.entity';
import { InvitationsService } from '../invitations/invitations.service';
import { PasswordHasher } from '../users/password-hasher';
import { UserEntity } from '../users/user.entity';
import { toUserBody } from '../users/user.mapper';
import { emailTaken } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import type { RegisterCompanyDto, RegisterTenantDto } from './registrations.dto';

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
  ) {}

  /** A new company and its first user, the landlord who holds the account. */
  async registerCompany(input: RegisterCompanyDto): Promise<UserBody> {
    // Hashing is slow: done before the transaction so no row or connection waits on it.
    const passwordHash = await this.hasher.hash(input.password);
    return this.inTransaction(async (manager) => {
      if (await this.users.emailTaken(manager, input.email)) throw emailTaken();
      // The new company's rows are written as that company, like every company's.
      const companyId = randomUUID();
      await this.db.enter({ companyId });
      const company = await manager.save(
        manager.create(CompanyEntity, { id: companyId, name: input.companyName, logoUrl: null }),
      );
      const user = await manager.save(
        manager.create(UserEntity, {
          companyId: company.id,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'landlord',
          passwordHash,
        }),
      );
      await this.audit.record(manager, {
        companyId: company.id,
        actorUserId: user.id,
        action: 'registration.company',
        subjectId: user.id,
        data: { companyName: company.name, email: user.email },
      });
      return toUserBody(user);
    });
  }

  /** A tenant (or owner) joining through an invitation: its company, role and e-mail; single use. */
  async registerTenant(input: RegisterTenantDto): Promise<UserBody> {
    const passwordHash = await this.hasher.hash(input.password);
    return this.inTransaction(async (manager) => {
      const invitation = await this.invitations.lockUsable(manager, input.invitationHash);
      if (await this.users.emailTaken(manager, invitation.email)) throw emailTaken();
      const user = await manager.save(
        manager.create(UserEntity, {
          // The id the invitation promised, which the invitee's record elsewhere (a tenant's) is already linked to.
          ...(invitation.userId ? { id: invitation.userId } : {}),
          companyId: invitation.companyId,
          email: invitation.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: invitation.role,
          passwordHash,
        }),
      );
      await manager.update(InvitationEntity, { id: invitation.id }, { acceptedAt: new Date() });
      await this.audit.record(manager, {
        companyId: invitation.companyId,
        actorUserId: user.id,
        action: 'registration.tenant',
        subjectId: user.id,
        data: { invitationId: invitation.id, email: user.email, role: user.role },
      });
      return toUserBody(user);
    });
  }

  /**
   * Its own transaction (the route hashes first, holding no connection), as nobody until the flow finds its
   * company. Two registrations racing for one e-mail: the unique index decides, the loser gets the same 409.
   */
  private async inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction({}, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }
}
