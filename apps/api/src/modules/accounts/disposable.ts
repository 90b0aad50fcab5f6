import MailChecker from 'mailchecker';

/** Throwaway mailbox domains (and their subdomains), from the maintained mailchecker list. */
export function isDisposableEmail(email: string): boolean {
  return !MailChecker.isValid(email);
}
