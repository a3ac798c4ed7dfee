import { ADMIN_ROLES } from '@pm/contracts';
import { Injectable } from '@nestjs/common';
import type { CallerContext, Page, PageQuery, UserBody } from '@pm/contracts';
import { alphabetical, Db, keysetPage, requireAdmin } from '@pm/kit';
import type { EntityManager } from 'typeorm';
import { PasswordHasher } from './password-hasher';
import { UserEntity } from './user.entity';
import { toUserBody } from './user.mapper';
import { invalidCredentials, userNotFound } from './users.errors';

@Injectable()
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
  ) {}

  private get users() {
    return this.db.repository(UserEntity);
  }

  /**
   * Before anyone is signed in: the e-mail is the lookup key that shows its one user, read in a transaction
   * of its own so the slow hash check after it holds no connection.
   */
  async verifyPassword(email: string, password: string): Promise<UserBody> {
    const address = email.toLowerCase();
    const user = await this.db.transaction({ lookup: { email: address } }, (manager) =>
      manager.findOneBy(UserEntity, { email: address }),
    );
    if (!user) {
      await this.hasher.verifyAgainstDummy(password);
      throw invalidCredentials();
    }
    if (!(await this.hasher.verify(user.passwordHash, password))) throw invalidCredentials();
    return toUserBody(user);
  }

  /** A user of the caller's company; platform staff may read any. Others' users are "not found". */
  async findForCaller(caller: CallerContext, id: string): Promise<UserBody> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw userNotFound();
    if (user.companyId !== caller.companyId && !ADMIN_ROLES.includes(caller.role)) throw userNotFound();
    return toUserBody(user);
  }

  /** Admin area: every company's users, by e-mail (unique and stable). */
  listAll(caller: CallerContext, query: PageQuery): Promise<Page<UserBody>> {
    requireAdmin(caller);
    return keysetPage(() => this.users.createQueryBuilder('u'), alphabetical('u.email'), query, toUserBody);
  }

  async findEntity(id: string, manager: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { id });
  }

  /** An address is one account platform-wide, so every company's users are checked, through the lookup key. */
  async emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    const address = email.toLowerCase();
    await this.db.lookup({ email: address });
    return manager.exists(UserEntity, { where: { email: address } });
  }
}
