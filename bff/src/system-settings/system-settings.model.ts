import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { SystemSettingsBody } from '@pm/contracts';

/** The platform's settings, kept by identity: every admin reads them, a superuser changes them. */
@ObjectType()
export class SystemSettings implements SystemSettingsBody {
  /** International format without '+', digits only (wa.me links). */
  @Field(() => String) whatsappNumber!: string;
  /** A path of this site or an https URL of an external provider. */
  @Field(() => String) supportBotUrl!: string;
  @Field(() => Int) bugReportCredits!: number;
  /** The most credits one user earns by bug reports in a day (London time); later reports that day earn none. */
  @Field(() => Int) bugReportDailyCreditCap!: number;
  /** The company that runs the platform: the terms, the privacy notice and the footer name it. */
  @Field(() => String) operatorLegalName!: string;
  /** Its Companies House number: 8 digits, or 2 letters and 6 digits. */
  @Field(() => String) operatorCompanyNumber!: string;
  /** Its registered office address. */
  @Field(() => String) operatorAddress!: string;
}
