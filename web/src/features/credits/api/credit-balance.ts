// GET /api/credits/balance: the signed-in user's credits (bug reports earn them).
import { apiRequest } from '@/lib/rest-client';

export const CREDIT_BALANCE_KEY = ['/credits/balance'] as const;

export async function fetchCreditBalance(signal?: AbortSignal): Promise<number> {
  return (await apiRequest<{ data: { balance: number } }>('/credits/balance', { signal })).data.balance;
}
