import { Injectable } from '@nestjs/common';
import type { CallerContext, Page, PageQuery, UserBody } from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class UsersClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  get(caller: CallerContext, id: string) {
    return this.http.get<UserBody>(`/v1/users/${encodeURIComponent(id)}`, { caller });
  }

  /** Each looked up once, in parallel; ids without an account (deleted, or null for the seed) are left out. */
  async byIds(caller: CallerContext, ids: readonly (string | null | undefined)[]): Promise<Map<string, UserBody>> {
    const unique = [...new Set(ids.filter((id): id is string => !!id))];
    const users = await Promise.all(unique.map((id) => nullIfNotFound(this.get(caller, id))));
    return new Map(users.filter((user): user is UserBody => user !== null).map((user) => [user.id, user]));
  }

  listAll(caller: CallerContext, page: PageQuery) {
    return this.http.get<Page<UserBody>>('/v1/admin/users', { caller, query: { ...page } });
  }
}

export const displayName = (user: UserBody): string => `${user.firstName} ${user.lastName}`.trim() || user.email;
