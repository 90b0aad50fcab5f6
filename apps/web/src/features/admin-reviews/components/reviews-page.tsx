export function ReviewsPage() {
  return null;
}
