/**
 * Drops the last `count` items of a stream (a trailer below the data), holding back only that
 * many items at a time.
 */
export async function* dropLastRows<T>(items: AsyncIterable<T>, count: number): AsyncGenerator<T> {
  if (count <= 0) {
    yield* items;
    return;
  }
  const held: T[] = [];
  for await (const item of items) {
    held.push(item);
    if (held.length > count) yield held.shift() as T;
  }
}
