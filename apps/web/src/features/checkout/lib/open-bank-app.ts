/** Leaves for the bank app (a deep link): a module of its own so that tests can stand in for it. */
export function openBankApp(url: string): void {
  window.location.href = url;
}
