import {
  DAILY_CAPPED_CREDIT_REASONS,
  type CreateCreditEntryRequest,
  type CreditAllowanceQuery,
  type DailyCappedCreditReason,
} from '@pm/contracts';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min, NotEquals } from 'class-validator';

const MAX_CREDIT_AMOUNT = 1_000_000;

export class CreateCreditEntryDto implements CreateCreditEntryRequest {
  @IsUUID() userId!: string;

  @IsInt()
  @Min(-MAX_CREDIT_AMOUNT)
  @Max(MAX_CREDIT_AMOUNT)
  @NotEquals(0, { message: 'amount must not be 0' })
  amount!: number;

  @IsString()
  @Matches(/^[a-z][a-z0-9_]{0,63}$/, { message: 'reason must be lower-case snake case, at most 64 characters' })
  reason!: string;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_.:-]{1,200}$/, { message: 'referenceId must be 1-200 letters, digits or _ . : -' })
  referenceId?: string | null;
}

export class CreditAllowanceQueryDto implements CreditAllowanceQuery {
  @IsIn(DAILY_CAPPED_CREDIT_REASONS, { message: `reason must be one of ${DAILY_CAPPED_CREDIT_REASONS.join(', ')}` })
  reason!: DailyCappedCreditReason;
}
