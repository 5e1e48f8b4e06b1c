import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database';

/** An error as node-postgres raises it: a message, and PostgreSQL's SQLSTATE or the socket's code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** drizzle wraps the driver's error as the cause of its own. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('is so for a server that refuses connections, is shutting down or starting up', () => {
    expect(isDatabaseUnavailable(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(pgError('terminating connection due to administrator command', '57P01'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(pgError('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('connection failure', '08006'))).toBe(true);
  });

  it('is so for a connection that ended under a query or could not be opened in time', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(pgError('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('is not so for a statement the database refused', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('duplicate key value violates unique constraint', '23505')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(wrapped(pgError('entry_signed: the note is signed', 'P0001')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
