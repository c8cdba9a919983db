import { describe, expect, it } from 'vitest';
import { createPokeTimer } from '../../../src/batch/send/poke-timer.js';

describe('the send loop timer', () => {
  it('is armed once at a time, runs its action before waking the loop, and can be cleared', async () => {
    const events: string[] = [];
    const timer = createPokeTimer(() => events.push('poke'));
    timer.arm(5, () => events.push('then'));
    timer.arm(1, () => events.push('second arm'));
    expect(timer.pending()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual(['then', 'poke']);
    expect(timer.pending()).toBe(false);

    timer.arm(5, () => events.push('cleared'));
    timer.clear();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual(['then', 'poke']);
  });
});
