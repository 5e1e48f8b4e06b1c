import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import { TestClient } from './client';
import { startTestApp, type TestApp, type TestAppParts } from './test-app';

/** A file's app, started before its tests and closed after them: what `useTestApp` answers. */
export type FileApp = TestApp & {
  /** A browser of its own, signed in as `username` before the file's tests (in the order they are asked for). */
  signedIn(username: string): TestClient;
  /** A browser of its own, signed in as `username` now: for a clinician that only one test needs. */
  signInNow(username: string): Promise<TestClient>;
  /** A browser of its own that signs in as nobody: a patient's, or a stranger's. */
  browser(): TestClient;
};

async function signIn(client: TestClient, username: string): Promise<TestClient> {
  const answer = await client.signIn(username);
  // A scene that could not be set fails here, rather than as a puzzling 401 in the test.
  if (answer.status !== 200) throw new Error(`signing in ${username} answered ${answer.status}: ${answer.text}`);
  return client;
}

/**
 * Something the file (or a describe) opens before its tests and closes after them. The answer reads it, from the
 * file's hooks and tests on.
 */
function useOpened<T extends { close(): Promise<void> }>(what: string, open: () => Promise<T>): () => T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error(`the file’s ${what} opens in beforeAll: use it from a hook or a test`);
    return opened;
  };
}

/**
 * The usual start of an integration file, as its first beforeAll and last afterAll: the real server on the file's
 * own copy of the demo database, with the clinicians it asks for signed in. Call it at the top of the file.
 */
export function useTestApp(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  parts: TestAppParts = {},
): FileApp {
  // A function is read when the app starts: a loopback partner's address is known only then.
  const started = useOpened('app', () =>
    startTestApp(typeof overrides === 'function' ? overrides() : overrides, parts),
  );
  const signIns: { client: TestClient; username: string }[] = [];
  beforeAll(async () => {
    for (const { client, username } of signIns) await signIn(client, username);
  });
  const browser = () => new TestClient(() => started().baseUrl);
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get baseUrl() {
      return started().baseUrl;
    },
    close: () => started().close(),
    browser,
    signedIn(username) {
      const client = browser();
      signIns.push({ client, username });
      return client;
    },
    signInNow: (username) => signIn(browser(), username),
  };
}

/**
 * A database of the file's own for stories below the HTTP stack, opened before its tests (or its describe's) and
 * closed after them: `open` is `copySeededDatabase` for the demo data, or `createTestDatabase` for an empty one.
 */
export function useDatabase(open: () => Promise<Database>): Database {
  const opened = useOpened('database', open);
  return {
    get kind() {
      return opened().kind;
    },
    get db() {
      return opened().db;
    },
    runScript: (sql) => opened().runScript(sql),
    listen: (channel, subscriber) => opened().listen(channel, subscriber),
    reachable: () => opened().reachable(),
    close: () => opened().close(),
  };
}
