import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { CreditAllowanceBody } from '@pm/contracts';

/** What the signed-in user may still earn today for one capped kind of credit (bug reports). */
@ObjectType()
export class CreditAllowance implements Omit<CreditAllowanceBody, 'reason'> {
  /** The bugReportDailyCreditCap setting. */
  @Field(() => Int) dailyCap!: number;
  @Field(() => Int) earnedToday!: number;
  @Field(() => Int) remainingToday!: number;
  /** The next London midnight (ISO 8601), when the allowance starts again. */
  @Field(() => String) resetsAt!: string;
}
