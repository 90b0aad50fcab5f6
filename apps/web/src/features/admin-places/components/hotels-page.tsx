export function HotelsPage() {
  return null;
}
