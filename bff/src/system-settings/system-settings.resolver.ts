import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AppException } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { toModel } from '../graphql/model';
import { SystemSettingsClient } from './system-settings.client';
import { SystemSettings } from './system-settings.model';
import { UpdateSystemSettingsInput } from './update-system-settings.input';

const SUPERUSER_ONLY = 'Only a superuser can change system settings';

@Resolver(() => SystemSettings)
@Roles('admin', 'superuser')
export class SystemSettingsResolver {
  constructor(private readonly settings: SystemSettingsClient) {}

  @Query(() => SystemSettings)
  async systemSettings(@CurrentUser() caller: AuthUser): Promise<SystemSettings> {
    return toModel(SystemSettings, await this.settings.all(caller));
  }

  /** Admins may read but not change: they are told so here (identity checks the role again). */
  @Mutation(() => SystemSettings)
  async updateSystemSettings(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => UpdateSystemSettingsInput }) input: UpdateSystemSettingsInput,
  ): Promise<SystemSettings> {
    if (caller.role !== 'superuser') throw new AppException(403, 'SUPERUSER_REQUIRED', SUPERUSER_ONLY);
    return toModel(SystemSettings, await this.settings.update(caller, { ...input }));
  }
}
