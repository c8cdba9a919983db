/** A timer of the send loop: armed at most once at a time, it wakes the loop when it fires. */
export interface PokeTimer {
  /** Fires after `ms` unless already armed; `then` runs just before the loop is woken. */
  arm(ms: number, then?: () => void): void;
  /** Armed and not fired yet. */
  pending(): boolean;
  clear(): void;
}

export function createPokeTimer(poke: () => void): PokeTimer {
  let timer: NodeJS.Timeout | undefined;
  return {
    arm(ms, then) {
      timer ??= setTimeout(() => {
        timer = undefined;
        then?.();
        poke();
      }, ms);
    },
    pending: () => timer !== undefined,
    clear() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
