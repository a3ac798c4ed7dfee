import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { ApiData, ApiPage, SupportReplyRequest, UpdateSupportConversationRequest } from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { toApiPage } from '../common/api-page';
import {
  AdminSupportService,
  type AdminSupportConversation,
  type AdminSupportConversationDetail,
} from './admin-support.service';

/**
 * Staff's support inbox: conversations from the support bot, latest activity first, with replies. The
 * engagement service validates filters and bodies (400 with a message per field, passed on unchanged).
 */
@Controller('api/admin/support/conversations')
@Roles('admin', 'superuser')
export class AdminSupportController {
  constructor(private readonly support: AdminSupportService) {}

  @Get()
  async list(
    @CurrentUser() caller: AuthUser,
    @Query() query: Record<string, string | string[]>,
  ): Promise<ApiPage<AdminSupportConversation>> {
    return toApiPage(await this.support.list(caller, query));
  }

  @Get(':id')
  async get(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<ApiData<AdminSupportConversationDetail>> {
    return { success: true, data: await this.support.get(caller, assertUuid(id)) };
  }

  /** The reply shows on the visitor's support-bot page and in the user's Support Center. */
  @Post(':id/replies')
  @HttpCode(201)
  async reply(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: SupportReplyRequest,
  ): Promise<ApiData<AdminSupportConversationDetail>> {
    return { success: true, data: await this.support.reply(caller, assertUuid(id), body) };
  }

  @Patch(':id')
  async setStatus(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateSupportConversationRequest,
  ): Promise<ApiData<AdminSupportConversation>> {
    return { success: true, data: await this.support.setStatus(caller, assertUuid(id), body) };
  }
}
