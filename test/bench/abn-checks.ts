/** Test helper: the ABR's check of an ABN: the first digit less one, weighted 10, 1, 3, 5 … 19, a multiple of 89. */
export const abnChecks = (abn: string) => {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const digits = abn.replace(/ /g, '').split('').map(Number);
  digits[0] = digits[0]! - 1;
  return digits.length === 11 && digits.reduce((s, d, k) => s + d * weights[k]!, 0) % 89 === 0;
};
