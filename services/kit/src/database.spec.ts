import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database';
import { toErrorBody } from './errors';

const failed = (driverError: Error & { code?: string }) => new QueryFailedError('SELECT 1', [], driverError);
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend terminated by an administrator (57P01)', failed(withCode('terminating connection', '57P01'))],
    ['a server shutting down (57P02)', failed(withCode('crash shutdown', '57P02'))],
    ['a connection exception (08006)', failed(withCode('connection failure', '08006'))],
    ['too many connections (53300)', withCode('too many clients', '53300')],
    ['a refused socket', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection that ended mid-query', new Error('Connection terminated unexpectedly')],
    ["the pool's checkout timeout", new Error('timeout exceeded when trying to connect')],
    ['a query runner released by a lost connection', new QueryRunnerAlreadyReleasedError()],
  ])('is true for %s, which answers 503 SERVICE_UNAVAILABLE', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorBody(error)).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it.each([
    ['a unique violation', failed(withCode('duplicate key', '23505'))],
    ['a syntax error', failed(withCode('syntax error', '42601'))],
    ['a row-level security refusal', failed(withCode('new row violates row-level security policy', '42501'))],
    ['a plain bug', new TypeError('x is undefined')],
  ])('is false for %s, which stays a 500', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorBody(error).statusCode).toBe(500);
  });
});
