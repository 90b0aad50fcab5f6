/** Today in the user's own calendar (YYYY-MM-DD), as a date input gives dates. */
export function localIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
