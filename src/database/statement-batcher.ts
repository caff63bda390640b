import DataLoader from 'dataloader';

/** What a batch statement answers: one result per key, in the keys' order (an Error fails that key alone). */
export type BatchStatement<K, V> = (keys: readonly K[]) => Promise<readonly (V | Error)[]>;

/**
 * Group commit for a hot statement. Calls made while the previous batch's statement is running are gathered and
 * sent together, as one statement, when it returns (at most `maxBatch` keys each). A call on a quiet system goes out
 * on the next turn of the event loop, with no timer to wait for; under load each statement carries many rows, so
 * PostgreSQL parses, plans and commits once for all of them.
 *
 * DataLoader does the gathering and hands each caller its own result; its schedule is what waits for the statement
 * in flight (DataLoader alone batches only what is asked within one tick). Nothing is cached: every call is
 * executed.
 */
export function statementBatcher<K, V>(statement: BatchStatement<K, V>, maxBatch = 100): (key: K) => Promise<V> {
  let inFlight: Promise<unknown> = Promise.resolve();
  const loader = new DataLoader<K, V>(
    (keys) => {
      const done = statement(keys);
      inFlight = done.then(noop, noop);
      return done;
    },
    {
      cache: false,
      maxBatchSize: maxBatch,
      batchScheduleFn: (dispatch) => {
        void inFlight.then(() => setImmediate(dispatch));
      },
    },
  );
  return (key) => loader.load(key);
}

const noop = (): void => undefined;
