export class CouponError extends Error {}

export interface CouponRepo {
  findByCode(code: string): Promise<{ code: string; percent: number; usesLeft: number } | null>;
  decrementUses(code: string): Promise<void>;
}

export async function applyCoupon(repo: CouponRepo, code: string, total: number): Promise<number> {
  if (code.length === 0) {
    throw new CouponError("coupon code is required");
  }
  if (total < 1000) {
    throw new CouponError("order total too small for a coupon");
  }
  const coupon = await repo.findByCode(code);
  if (coupon === null) {
    throw new CouponError("unknown coupon");
  }
  if (coupon.usesLeft <= 0) {
    throw new CouponError("coupon used up");
  }
  const discount = Math.floor((total * coupon.percent) / 100);
  try {
    await repo.decrementUses(code);
  } catch (err) {
    console.warn("could not count coupon use", err);
  }
  return total - discount;
}
