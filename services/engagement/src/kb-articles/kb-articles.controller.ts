import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { CallerContext, EngagementAuditEntryBody, KbArticleBody, Page, SalesBotAnswer } from '@pm/contracts';
import { assertUuid, Caller } from '@pm/kit';
import { CreateKbArticleDto, ListKbArticlesQueryDto, SalesBotQueryDto, UpdateKbArticleDto } from './kb-articles.dto';
import { KbArticlesService } from './kb-articles.service';

/** The sales bot answers visitors: no caller needed. */
@Controller('v1/sales-bot')
export class SalesBotController {
  constructor(private readonly kb: KbArticlesService) {}

  @Post('query')
  @HttpCode(200)
  query(@Body() body: SalesBotQueryDto): Promise<SalesBotAnswer> {
    return this.kb.answer(body.query);
  }
}

@Controller('v1/admin/kb-articles')
export class AdminKbArticlesController {
  constructor(private readonly kb: KbArticlesService) {}

  @Get()
  list(@Caller() caller: CallerContext, @Query() query: ListKbArticlesQueryDto): Promise<Page<KbArticleBody>> {
    return this.kb.list(caller, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<KbArticleBody> {
    return this.kb.get(caller, assertUuid(id));
  }

  /** Who changed the article and how, oldest first (kept after a delete too). */
  @Get(':id/history')
  history(@Caller() caller: CallerContext, @Param('id') id: string): Promise<EngagementAuditEntryBody[]> {
    return this.kb.history(caller, assertUuid(id));
  }

  @Post()
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreateKbArticleDto): Promise<KbArticleBody> {
    return this.kb.create(caller, body);
  }

  @Patch(':id')
  update(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdateKbArticleDto,
  ): Promise<KbArticleBody> {
    return this.kb.update(caller, assertUuid(id), body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Caller() caller: CallerContext, @Param('id') id: string): Promise<void> {
    await this.kb.remove(caller, assertUuid(id));
  }
}
