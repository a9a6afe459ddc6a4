/** A whole or decimal number with thin groups of thousands, as the reports write them. */
export const n = (value: number, digits = 0) =>
  value.toFixed(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
