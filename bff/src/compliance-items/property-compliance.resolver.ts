import { Args, Context, Info, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { PropertyComplianceBody } from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { BATCHED_LOAD_COST } from '../graphql/complexity';
import type { GqlContext } from '../graphql/gql-context';
import { Property } from '../properties/property.model';
import { ComplianceItemsClient } from './compliance-items.client';
import { MarkComplianceExemptInput, RecordComplianceItemInput } from './compliance-items.inputs';
import { ComplianceLoader, ComplianceSummaryLoader } from './compliance.loader';
import { PropertyCompliance } from './property-compliance.model';

/** A summary-only read carries no items; the field is resolved only when the items were asked for. */
const toModel = (body: PropertyComplianceBody): PropertyCompliance =>
  Object.assign(new PropertyCompliance(), { ...body, items: body.items ?? [] });

/** Whether the selection below this field asks for the items (through aliases and fragments). */
function asksForItems(info: GraphQLResolveInfo): boolean {
  const tree = parseResolveInfo(info) as ResolveTree | undefined;
  const fields = tree ? Object.values(tree.fieldsByTypeName).flatMap((byName) => Object.values(byName)) : [];
  return fields.some((field) => field.name === 'items');
}

/** CMP-01, CMP-02 on GraphQL: a property's compliance, and recording items and exemptions (agency staff only). */
@Resolver(() => Property)
export class PropertyComplianceResolver {
  constructor(private readonly compliance: ComplianceItemsClient) {}

  @ResolveField('compliance', () => PropertyCompliance, {
    nullable: true,
    complexity: BATCHED_LOAD_COST,
    description: "The property's compliance items and their states today (Europe/London), and the summary",
  })
  async propertyCompliance(
    @Parent() property: Property,
    @Context() context: GqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PropertyCompliance | null> {
    const loader = context.loaders.get(asksForItems(info) ? ComplianceLoader : ComplianceSummaryLoader);
    const body = await loader.load(property.id);
    return body && toModel(body);
  }

  @Mutation(() => PropertyCompliance, {
    description: "Records a certificate, check or licence (CMP-01); answers the property's compliance with it",
  })
  @Roles('landlord', 'manager')
  async recordComplianceItem(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => RecordComplianceItemInput }) input: RecordComplianceItemInput,
  ): Promise<PropertyCompliance> {
    const { propertyId, ...body } = input;
    return toModel(await this.compliance.record(caller, assertUuid(propertyId, 'propertyId'), body));
  }

  @Mutation(() => PropertyCompliance, {
    description: "Marks an item exempt with a reason the item offers (CMP-01); answers the property's compliance",
  })
  @Roles('landlord', 'manager')
  async markComplianceExempt(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => MarkComplianceExemptInput }) input: MarkComplianceExemptInput,
  ): Promise<PropertyCompliance> {
    const { propertyId, ...body } = input;
    return toModel(await this.compliance.markExempt(caller, assertUuid(propertyId, 'propertyId'), body));
  }
}
