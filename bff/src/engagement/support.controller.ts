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
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { toApiPage } from '../common/api-page';
import { EngagementClient } from '../service-clients/engagement.client';
import { ConversationTokenQueryDto } from './engagement.dto';
import { MaybeUser, OptionalJwtAuthGuard } from './optional-auth.guard';

@Controller('api/support')
export class SupportController {
  constructor(private readonly engagement: EngagementClient) {}

  /**
   * Messages of the support-bot page. A visitor's first message answers a conversationToken, needed
   * to continue or read that conversation; a signed-in user's conversations are theirs. The
   * engagement service validates the body field by field.
   */
  @Public()
  @Post('inbound')
  @HttpCode(201)
  @UseGuards(OptionalJwtAuthGuard)
  async inbound(
    @MaybeUser() caller: AuthUser | null,
    @Body() body: SupportInboundRequest,
  ): Promise<ApiData<SupportInboundResponse>> {
    return { success: true, data: await this.engagement.supportInbound(caller, body) };
  }

  /** The Support Center: the signed-in user's conversations, latest first. */
  @Get('conversations/mine')
  async mine(@CurrentUser() caller: AuthUser, @Query() query: PageQueryDto): Promise<ApiPage<SupportConversationBody>> {
    return toApiPage(
      await this.engagement.mySupportConversations(caller, { limit: query.limit, cursor: query.cursor }),
    );
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
    return { success: true, data: await this.engagement.supportConversation(caller, assertUuid(id), query.token) };
  }
}
