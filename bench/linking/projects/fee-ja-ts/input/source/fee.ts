export class InvalidWeightError extends Error {}

const FREE_SHIPPING_THRESHOLD = 5000;
const REMOTE_PREFECTURES = ['沖縄県', '北海道'];

export function shippingFee(subtotal: number, weightKg: number, prefecture: string, member: boolean): number {
  if (weightKg <= 0) {
    throw new InvalidWeightError('重量は0より大きい値を指定してください');
  }
  if (weightKg > 30) {
    throw new InvalidWeightError('30kgを超える荷物は配送できません');
  }
  if (!prefecture) {
    throw new Error('配送先の都道府県が未指定です');
  }
  let fee = 800;
  if (weightKg > 10) {
    fee += 500;
  }
  if (REMOTE_PREFECTURES.includes(prefecture)) {
    fee += 1200;
  }
  if (subtotal >= FREE_SHIPPING_THRESHOLD) {
    return 0;
  }
  if (member) {
    fee = Math.floor(fee * 0.9);
  }
  return fee;
}

export function parseCouponCode(code: string): string {
  const trimmed = code.trim().toUpperCase();
  if (trimmed.length !== 8) {
    throw new RangeError('クーポンコードは8桁です');
  }
  if (!/^[A-Z0-9]+$/.test(trimmed)) {
    throw new RangeError('クーポンコードは英数字のみです');
  }
  return trimmed;
}
