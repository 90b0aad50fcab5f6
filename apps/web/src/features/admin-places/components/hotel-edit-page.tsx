export function HotelEditPage() {
  return null;
}
