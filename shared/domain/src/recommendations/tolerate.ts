/** Settled calls' values; rejects with the first failure only when every call failed. */
export async function tolerateFailures<T>(calls: ReadonlyArray<Promise<T[]>>): Promise<T[]> {
  const settled = await Promise.allSettled(calls);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure && settled.every((result) => result.status === 'rejected')) throw failure.reason;
  return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
