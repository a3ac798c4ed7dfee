import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type {
  ApiData,
  ApiPage,
  SupportConversationBody,
  SupportConversationDetailBody,
  SupportInboundRequest,
  SupportInboundResponse,
} from '@pm/contracts';
import { assertUuid, PageQueryDto } from '@pm/kit';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { MaybeUser, OptionalJwtAuthGuard } from '../auth/optional-auth.guard';
import { toApiPage } from '../common/api-page';
import { SupportConversationsClient } from './support-conversations.client';

class ConversationTokenQueryDto {
  @IsOptional() @IsString() @MaxLength(200) token?: string;
}

@Controller('api/support')
export class SupportConversationsController {
  constructor(private readonly conversations: SupportConversationsClient) {}

  /** A visitor's first message answers a conversationToken, needed to continue or read that conversation. */
  @Public()
  @Post('inbound')
  @HttpCode(201)
  @UseGuards(OptionalJwtAuthGuard)
  async inbound(
    @MaybeUser() caller: AuthUser | null,
    @Body() body: SupportInboundRequest,
  ): Promise<ApiData<SupportInboundResponse>> {
    return { success: true, data: await this.conversations.inbound(caller, body) };
  }

  /** The Support Center: the signed-in user's conversations, latest first. */
  @Get('conversations/mine')
  async mine(@CurrentUser() caller: AuthUser, @Query() query: PageQueryDto): Promise<ApiPage<SupportConversationBody>> {
    return toApiPage(await this.conversations.mine(caller, { limit: query.limit, cursor: query.cursor }));
  }

  /** A conversation with its messages: the owner's by bearer, a visitor's by its token; 404 otherwise. */
  @Public()
  @Get('conversations/:id')
  @UseGuards(OptionalJwtAuthGuard)
  async conversation(
    @MaybeUser() caller: AuthUser | null,
    @Param('id') id: string,
    @Query() query: ConversationTokenQueryDto,
  ): Promise<ApiData<SupportConversationDetailBody>> {
    return { success: true, data: await this.conversations.forWriter(caller, assertUuid(id), query.token) };
  }
}
