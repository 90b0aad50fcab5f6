export function LocationsPage() {
  return null;
}
