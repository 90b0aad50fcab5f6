import { useTranslation } from '@/lib/i18n-react';
import { telHref, useSupportContact } from '@/lib/public-config';

/**
 * The deployment's support contact (env SUPPORT_*): the address in the page's language, the
 * e-mail and the phone as links. Nothing until it is known (a server-rendered page has it at once).
 */
export function SupportContact({
  withAddress = false,
  linkClassName = 'font-semibold text-jungle-700 hover:underline',
  className = 'space-y-1',
  testId,
}: {
  withAddress?: boolean;
  linkClassName?: string;
  className?: string;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const contact = useSupportContact();
  if (!contact) return null;
  return (
    <address className={`not-italic ${className}`} data-testid={testId}>
      {withAddress && <p>{i18n.language === 'km' ? contact.address_km : contact.address}</p>}
      <p>
        <a href={`mailto:${contact.email}`} className={linkClassName}>
          {contact.email}
        </a>
      </p>
      <p>
        <a href={telHref(contact.phone)} className={linkClassName} dir="ltr">
          {contact.phone}
        </a>
      </p>
    </address>
  );
}
