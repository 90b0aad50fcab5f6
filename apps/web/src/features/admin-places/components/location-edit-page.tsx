export function LocationEditPage() {
  return null;
}
