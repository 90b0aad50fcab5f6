import { useTranslation } from '@/lib/i18n-react';
import { ChatPage } from '@/features/chatbot/components/chat-page';
import { RoutePage } from '../route-page';

export function Component() {
  const { t } = useTranslation('chatbot');
  return (
    <RoutePage intro={t('page.intro')}>
      <ChatPage />
    </RoutePage>
  );
}
