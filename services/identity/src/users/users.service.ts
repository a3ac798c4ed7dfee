import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CallerContext, Page, PageQuery, UserBody } from '@pm/contracts';
import { ADMIN_ROLES, AppException, DEFAULT_PAGE_SIZE, decodeCursor, encodeCursor } from '@pm/kit';
import { isUUID } from 'class-validator';
import type { EntityManager, Repository } from 'typeorm';
import { requireRole } from '../common/require-role';
import { PasswordHasher } from './password-hasher';
import { UserEntity } from './user.entity';
import { toUserBody } from './user.mapper';
import { invalidCredentials, userNotFound } from './users.errors';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
  ) {}

  async verifyPassword(email: string, password: string): Promise<UserBody> {
    const user = await this.users.findOneBy({ email: email.toLowerCase() });
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

  /** Admin area: every company's users, keyset-paged by (email, id) since e-mails are unique and stable. */
  async listAll(caller: CallerContext, query: PageQuery): Promise<Page<UserBody>> {
    requireRole(caller, ADMIN_ROLES);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = decodeCursor(query.cursor);
    if (cursor && !isUUID(cursor.id)) throw new AppException(400, 'BAD_CURSOR', 'The page cursor is not valid');
    const qb = this.users
      .createQueryBuilder('u')
      .orderBy('u.email', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .take(limit + 1);
    if (cursor) qb.where('(u.email, u.id) > (:key, :id)', { key: cursor.key, id: cursor.id });
    const [rows, total] = await Promise.all([qb.getMany(), this.users.count()]);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toUserBody),
      nextCursor: rows.length > limit && last ? encodeCursor({ key: last.email, id: last.id }) : null,
      total,
    };
  }

  async findEntity(id: string, manager: EntityManager = this.users.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { id });
  }

  async emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return manager.exists(UserEntity, { where: { email: email.toLowerCase() } });
  }
}
