import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type {
  CallerContext,
  Page,
  PropertyHistoryEntryBody,
  RentLedgerBody,
  RentSummaryBody,
  TenancyBody,
  TenancyDetailBody,
  TenancyRulesBody,
} from '@pm/contracts';
import { assertUuid, Caller } from '@pm/kit';
import {
  ChangeRentDto,
  CreateTenancyDto,
  EndTenancyDto,
  GiveNoticeDto,
  ListArrearsQueryDto,
  ListLeasesQueryDto,
  RecordRentPaymentDto,
  RecordDepositDto,
  TenancyRulesQueryDto,
} from './leases.dto';
import { LeasesService } from './leases.service';

/** Tenancies (LEASE-01..04, DEP-01, DEP-02): reads for every role's slice, moves for the company's staff. */
@Controller('v1')
export class LeasesController {
  constructor(private readonly leases: LeasesService) {}

  @Get('leases')
  list(@Caller() caller: CallerContext, @Query() query: ListLeasesQueryDto): Promise<Page<TenancyBody>> {
    return this.leases.list(caller, query);
  }

  @Get('leases/:id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<TenancyDetailBody> {
    return this.leases.get(caller, assertUuid(id));
  }

  @Get('leases/:id/history')
  history(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyHistoryEntryBody[]> {
    return this.leases.history(caller, assertUuid(id));
  }

  @Post('leases')
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreateTenancyDto): Promise<TenancyDetailBody> {
    return this.leases.create(caller, body);
  }

  @Post('leases/:id/activate')
  @HttpCode(200)
  activate(@Caller() caller: CallerContext, @Param('id') id: string): Promise<TenancyDetailBody> {
    return this.leases.activate(caller, assertUuid(id));
  }

  @Post('leases/:id/notice')
  @HttpCode(200)
  giveNotice(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: GiveNoticeDto,
  ): Promise<TenancyDetailBody> {
    return this.leases.giveNotice(caller, assertUuid(id), body);
  }

  @Post('leases/:id/end')
  @HttpCode(200)
  end(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: EndTenancyDto,
  ): Promise<TenancyDetailBody> {
    return this.leases.end(caller, assertUuid(id), body);
  }

  @Post('leases/:id/rent-changes')
  @HttpCode(200)
  changeRent(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: ChangeRentDto,
  ): Promise<TenancyDetailBody> {
    return this.leases.changeRent(caller, assertUuid(id), body);
  }

  @Patch('leases/:id/deposit')
  recordDeposit(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: RecordDepositDto,
  ): Promise<TenancyDetailBody> {
    return this.leases.recordDeposit(caller, assertUuid(id), body);
  }

  /** RENT-01: the tenancy's ledger today, for whoever may see the tenancy (ISO-02). */
  @Get('leases/:id/ledger')
  ledger(@Caller() caller: CallerContext, @Param('id') id: string): Promise<RentLedgerBody> {
    return this.leases.ledger(caller, assertUuid(id));
  }

  @Post('leases/:id/payments')
  @HttpCode(201)
  recordPayment(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: RecordRentPaymentDto,
  ): Promise<RentLedgerBody> {
    return this.leases.recordPayment(caller, assertUuid(id), body);
  }

  @Delete('leases/:id/payments/:paymentId')
  deletePayment(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Param('paymentId') paymentId: string,
  ): Promise<RentLedgerBody> {
    return this.leases.deletePayment(caller, assertUuid(id), assertUuid(paymentId));
  }

  /** RENT-01: the visible tenancies with their rent standing, most arrears first. */
  @Get('rent/arrears')
  arrears(@Caller() caller: CallerContext, @Query() query: ListArrearsQueryDto): Promise<Page<TenancyBody>> {
    return this.leases.arrears(caller, query);
  }

  /** RENT-03, DASH-01: the visible tenancies' rent summed: owed, arrears, received this month. */
  @Get('rent/summary')
  rentSummary(@Caller() caller: CallerContext): Promise<RentSummaryBody> {
    return this.leases.rentSummary(caller);
  }

  /** What a new tenancy form shows as you go: the nation's types and schemes, and the deposit cap for a rent. */
  @Get('tenancy-rules')
  rules(@Query() query: TenancyRulesQueryDto): TenancyRulesBody {
    return this.leases.rules(query);
  }
}
