import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import {
  type Nation,
  PROPERTY_COMPLIANCE_FILTERS,
  PROPERTY_SORTS,
  type PropertyComplianceFilter,
  type PropertySort,
  type PropertyStatus,
  type PropertyType,
} from '@pm/contracts';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { enumType } from '../graphql/enum-type';
import { NationEnum, PropertyStatusEnum, PropertyTypeEnum } from './property.model';

const PropertyComplianceFilterEnum = enumType(
  PROPERTY_COMPLIANCE_FILTERS,
  'PropertyComplianceFilter',
  "A property's compliance by the worst state of the items it needs: compliant (all valid or exempt), expiring within 30 days, expired, missing",
);

/** The property list's page, search, filters and sort (PROP-01, ISO-03). */
@ArgsType()
export class PropertiesArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;

  @Field(() => String, { nullable: true, description: 'Searches reference, address, town and postcode' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string | null;

  @Field(() => PropertyStatusEnum, { nullable: true }) @IsOptional() status?: PropertyStatus | null;
  @Field(() => NationEnum, { nullable: true }) @IsOptional() nation?: Nation | null;
  @Field(() => PropertyTypeEnum, { nullable: true }) @IsOptional() type?: PropertyType | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() ownerId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() buildingFactorId?: string | null;
  @Field(() => PropertyComplianceFilterEnum, {
    nullable: true,
    description: 'Properties in use whose compliance is in this state today (PROP-01, PORT-01)',
  })
  @IsOptional()
  compliance?: PropertyComplianceFilter | null;

  @Field(() => Boolean, { nullable: true, description: 'True: only archived properties (PROP-03)' })
  @IsOptional()
  @IsBoolean()
  archived?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: `By reference when absent; one of ${PROPERTY_SORTS.join(', ')} (a leading - is descending)`,
  })
  @IsOptional()
  @IsIn(PROPERTY_SORTS, { message: `sort must be one of ${PROPERTY_SORTS.join(', ')}` })
  sort?: PropertySort | null;
}
