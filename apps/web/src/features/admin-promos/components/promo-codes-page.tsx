export function PromoCodesPage() {
  return null;
}
