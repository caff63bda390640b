// The benchmarks' measuring loop: every name measured `rounds` times, in one shuffled order (no shape always runs
// after the same neighbour or on a warm cache of its own), shared by `clients` concurrent loops.

/** `measure(name)` resolves to milliseconds; answers name → the milliseconds of each round, in the names' order. */
export async function timeShuffled(names, rounds, clients, measure) {
  const pending = names.flatMap((name) => Array.from({ length: rounds }, () => name));
  for (let i = pending.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pending[i], pending[j]] = [pending[j], pending[i]];
  }
  const times = new Map(names.map((name) => [name, []]));
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) times.get(name).push(await measure(name));
    }),
  );
  return times;
}
