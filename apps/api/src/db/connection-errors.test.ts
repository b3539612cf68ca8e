import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a restart (admin shutdown)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception of class 08', withCode('08006', 'connection failure')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
    ['our statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['the socket closing under a query', new Error('Connection terminated unexpectedly')],
    ['a broken client used again', new Error('Client has encountered a connection error and is not queryable')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a connect timeout on a new connection', new Error('Connection terminated due to connection timeout')],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
  });

  it('is true for a name that resolved to several addresses, all refused', () => {
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601', 'syntax error at or near "selec"')],
    ['a serialization failure', withCode('40001', 'could not serialize access')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['a value that is not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("does not take a provider's network error for the database's", () => {
    // What fetch throws when a payment or delivery provider is unreachable.
    const fetchFailed = new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
    expect(isDatabaseUnavailable(new Error('provider unreachable', { cause: fetchFailed }))).toBe(false);
  });
});
