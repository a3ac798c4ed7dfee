import { Args, ID, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { MeterReadingBody, UtilityAccountBody } from '@pm/contracts';
import { AppException, assertUuid } from '@pm/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { MeterPhotosService } from './meter-photos.service';
import { MeterReading, MeterReadingPhoto, UtilityAccount } from './utility-account.model';
import { UtilityAccountsClient } from './utility-accounts.client';
import {
  CreateUtilityAccountInput,
  RecordMeterReadingInput,
  UpdateUtilityAccountInput,
} from './utility-accounts.inputs';

/** The photo's storage key stays on the bff; the reading's ids make its download link. */
function toReading({ photo, ...reading }: MeterReadingBody): MeterReading {
  const { storageKey: _key, ...described } = photo ?? {};
  return Object.assign(new MeterReading(), {
    ...reading,
    photo:
      photo &&
      Object.assign(new MeterReadingPhoto(), { ...described, accountId: reading.accountId, readingId: reading.id }),
  });
}

/** An account read without its readings never resolves the field: it is only left out when not asked for. */
const toModel = (body: UtilityAccountBody): UtilityAccount =>
  Object.assign(new UtilityAccount(), { ...body, readings: (body.readings ?? []).map(toReading) });

function asksForReadings(info: GraphQLResolveInfo): boolean {
  const tree = parseResolveInfo(info) as ResolveTree | undefined;
  const fields = tree ? Object.values(tree.fieldsByTypeName).flatMap((byName) => Object.values(byName)) : [];
  return fields.some((field) => field.name === 'readings');
}

/** UTIL-01 on GraphQL. Staff write; what each role reads is the portfolio service's (ISO-02). */
@Resolver(() => UtilityAccount)
export class UtilityAccountsResolver {
  constructor(private readonly client: UtilityAccountsClient) {}

  @Query(() => [UtilityAccount], {
    nullable: true,
    description:
      "A property's utility accounts: staff see all, an owner their properties', a tenant their home's that the " +
      'tenant pays; null for a property the caller may not see, of another company or unknown',
  })
  async utilityAccounts(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args('propertyId', { type: () => ID }) propertyId: string,
  ): Promise<UtilityAccount[] | null> {
    const id = assertUuid(propertyId, 'propertyId');
    const bodies = await this.client.ofProperty(caller, id, asksForReadings(info) ? 'readings' : undefined);
    return bodies && bodies.map(toModel);
  }

  @Mutation(() => UtilityAccount, { description: 'Adds a utility account to a property (UTIL-01)' })
  @Roles('landlord', 'manager')
  async createUtilityAccount(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => CreateUtilityAccountInput }) input: CreateUtilityAccountInput,
  ): Promise<UtilityAccount> {
    return toModel(
      await this.client.create(caller, { ...input, propertyId: assertUuid(input.propertyId, 'propertyId') }),
    );
  }

  @Mutation(() => UtilityAccount, { description: "Changes an account's supplier, number, meter point or payer" })
  @Roles('landlord', 'manager')
  async updateUtilityAccount(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateUtilityAccountInput }) input: UpdateUtilityAccountInput,
  ): Promise<UtilityAccount> {
    if (Object.keys(input).length === 0) {
      throw new AppException(400, 'VALIDATION_FAILED', 'Change at least one field');
    }
    return toModel(await this.client.update(caller, assertUuid(id), { ...input }));
  }

  @Mutation(() => UtilityAccount, {
    description:
      'Records a meter reading; one lower than the previous needs meterReplaced. Answers the account with its readings',
  })
  @Roles('landlord', 'manager')
  async recordMeterReading(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => RecordMeterReadingInput }) input: RecordMeterReadingInput,
  ): Promise<UtilityAccount> {
    const { accountId, ...body } = input;
    return toModel(await this.client.recordReading(caller, assertUuid(accountId, 'accountId'), body));
  }
}

@Resolver(() => MeterReadingPhoto)
export class MeterReadingPhotosResolver {
  constructor(private readonly photos: MeterPhotosService) {}

  /**
   * DOC-02 for UTIL-01: a link for this user that works for 5 minutes; the download asks again, as the caller,
   * whether they may see the reading. Signed here with no service call, like DocumentVersion.downloadUrl.
   */
  @ResolveField('downloadUrl', () => String, {
    complexity: 0,
    description: 'A link to the photo for the signed-in user, valid for 5 minutes (DOC-02)',
  })
  downloadUrl(@CurrentUser() caller: AuthUser, @Parent() photo: MeterReadingPhoto): string {
    return this.photos.downloadUrl(caller, photo.accountId, photo.readingId);
  }
}
