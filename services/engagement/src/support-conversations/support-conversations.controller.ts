import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type {
  CallerContext,
  Page,
  SupportConversationBody,
  SupportConversationDetailBody,
  SupportInboundResponse,
} from '@pm/contracts';
import { assertUuid, Caller, OptionalCaller, PageQueryDto } from '@pm/kit';
import {
  ConversationTokenQueryDto,
  ListSupportConversationsQueryDto,
  SupportInboundDto,
  SupportReplyDto,
  UpdateSupportConversationDto,
} from './support-conversations.dto';
import { SupportConversationsService } from './support-conversations.service';

@Controller('v1/support')
export class SupportConversationsController {
  constructor(private readonly support: SupportConversationsService) {}

  /** Messages from the support-bot page, from visitors (no caller) and signed-in users. */
  @Post('inbound')
  @HttpCode(201)
  inbound(
    @OptionalCaller() caller: CallerContext | null,
    @Body() body: SupportInboundDto,
  ): Promise<SupportInboundResponse> {
    return this.support.inbound(caller, body);
  }

  @Get('conversations/mine')
  mine(@Caller() caller: CallerContext, @Query() query: PageQueryDto): Promise<Page<SupportConversationBody>> {
    return this.support.mine(caller, query);
  }

  @Get('conversations/:id')
  get(
    @OptionalCaller() caller: CallerContext | null,
    @Param('id') id: string,
    @Query() query: ConversationTokenQueryDto,
  ): Promise<SupportConversationDetailBody> {
    return this.support.getOwned(caller, assertUuid(id), query.token);
  }
}

@Controller('v1/admin/support/conversations')
export class AdminSupportConversationsController {
  constructor(private readonly support: SupportConversationsService) {}

  @Get()
  list(
    @Caller() caller: CallerContext,
    @Query() query: ListSupportConversationsQueryDto,
  ): Promise<Page<SupportConversationBody>> {
    return this.support.adminList(caller, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<SupportConversationDetailBody> {
    return this.support.adminGet(caller, assertUuid(id));
  }

  @Post(':id/replies')
  @HttpCode(201)
  reply(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: SupportReplyDto,
  ): Promise<SupportConversationDetailBody> {
    return this.support.reply(caller, assertUuid(id), body.body);
  }

  @Patch(':id')
  setStatus(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdateSupportConversationDto,
  ): Promise<SupportConversationBody> {
    return this.support.setStatus(caller, assertUuid(id), body.status);
  }
}
