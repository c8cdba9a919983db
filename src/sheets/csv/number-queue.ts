/** A first-in first-out queue of numbers that does not shift an array at each take. */
export class NumberQueue {
  private items: number[] = [];
  private head = 0;
  push(value: number): void {
    this.items.push(value);
  }
  shift(): number | undefined {
    if (this.head >= this.items.length) return undefined;
    const value = this.items[this.head++];
    // Drained at every chunk: start over instead of growing.
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    }
    return value;
  }
}
