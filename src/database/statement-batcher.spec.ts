import { statementBatcher } from './statement-batcher';

/** A statement that answers when told to, recording the keys of every call. */
function controlledStatement() {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  const statement = (keys: readonly number[]) => {
    calls.push([...keys]);
    return new Promise<(number | Error)[]>((resolve) => {
      pending.push(() => resolve(keys.map((key) => (key < 0 ? new Error(`bad ${key}`) : key * 10))));
    });
  };
  const answerNext = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { calls, statement, answerNext };
}

describe('statementBatcher', () => {
  it('sends a lone call at once and gathers the calls made while it runs into the next statement', async () => {
    const { calls, statement, answerNext } = controlledStatement();
    const run = statementBatcher(statement);
    const first = run(1);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1]]);

    const later = [run(2), run(3), run(4)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1]]);
    await answerNext();
    expect(calls).toEqual([[1], [2, 3, 4]]);
    await answerNext();
    await expect(first).resolves.toBe(10);
    await expect(Promise.all(later)).resolves.toEqual([20, 30, 40]);
  });

  it('fails only the key its statement answered with an error', async () => {
    const { statement, answerNext } = controlledStatement();
    const run = statementBatcher(statement);
    const results = Promise.allSettled([run(5), run(-1), run(6)]);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await answerNext();
    const settled = await results;
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[1]).toMatchObject({ reason: new Error('bad -1') });
  });

  it('splits what it gathers into statements of at most maxBatch keys', async () => {
    const { calls, statement, answerNext } = controlledStatement();
    const run = statementBatcher(statement, 2);
    const all = Promise.all([1, 2, 3, 4, 5].map((key) => run(key)));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 3; i += 1) await answerNext();
    await expect(all).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(calls.map((keys) => keys.length)).toEqual([2, 2, 1]);
  });

  it('rejects every call of a statement that throws, and the next statement still runs', async () => {
    let fail = true;
    const run = statementBatcher<number, number>(async (keys) => {
      if (fail) throw new Error('database down');
      return keys.map((key) => key + 1);
    });
    await expect(Promise.all([run(1), run(2)])).rejects.toThrow('database down');
    fail = false;
    await expect(run(3)).resolves.toBe(4);
  });
});
