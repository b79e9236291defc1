export function shippingFee(prefCode: number, rank: number, base: number): number {
  if (prefCode === 47) {
    return base + 1100;
  }
  if (rank === 3) {
    return 0;
  }
  if (rank === 5) {
    return base / 2;
  }
  return base;
}
