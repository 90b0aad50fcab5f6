import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/format';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import type { ChatMessage } from '../lib/conversation';
import { ChatText } from './chat-text';

const KHMER = /[\u1780-\u17FF]/;

function Bubble({
  mine,
  lang,
  at,
  children,
  testId,
  newest = false,
}: {
  newest?: boolean;
  mine: boolean;
  lang?: string | undefined;
  at?: number;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('chatbot');
  const format = useFormat();
  return (
    <li
      className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}
      data-newest={newest || undefined}
    >
      {/* Who speaks, for a screen reader hearing the log; in the page's language. */}
      <span className="sr-only">{mine ? t('speaker.you') : t('speaker.bot')}:</span>
      <div
        lang={lang}
        data-testid={testId}
        className={`max-w-[88%] rounded-2xl px-3.5 py-2.5 text-[0.95rem] shadow-sm ${
          mine
            ? 'rounded-br-md bg-jungle-700 text-white'
            : 'rounded-bl-md border border-sand-200 bg-white text-ink'
        }`}
      >
        {children}
      </div>
      {at !== undefined && (
        <time dateTime={new Date(at).toISOString()} className="px-1 text-xs text-ink-muted">
          {format.date(at, { hour: 'numeric', minute: '2-digit' })}
        </time>
      )}
    </li>
  );
}

function TypingIndicator() {
  const { t } = useTranslation('chatbot');
  return (
    <li className="flex items-start" data-testid="chat-typing">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-sand-200 bg-white px-4 py-3 shadow-sm">
        <span className="sr-only">{t('typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-jungle-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}

interface ChatMessagesProps {
  messages: readonly ChatMessage[];
  typing: boolean;
  onLinkFollow?: () => void;
  /** Shown after the messages and scrolled with them (the chips), outside the live region. */
  children?: ReactNode;
}

/**
 * Keeps the newest message in view: the bottom after a question, and for an answer as far down as
 * its first line allows (its start matters most; the chips after it show if there is room).
 */
function useFollowNewest(messages: readonly ChatMessage[], typing: boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const last = messages.at(-1);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.clientHeight;
    const answer =
      !typing && last?.role === 'assistant' ? element.querySelector('[data-newest]') : null;
    const top = answer instanceof HTMLElement ? Math.min(bottom, answer.offsetTop - 16) : bottom;
    element.scrollTo?.({ top, behavior: reduced ? 'auto' : 'smooth' });
  }, [last?.id, last?.role, typing, reduced]);
  return scroller;
}

/** The conversation, newest at the bottom; a polite live region reads each new message once. */
export function ChatMessages({ messages, typing, onLinkFollow, children }: ChatMessagesProps) {
  const { t } = useTranslation('chatbot');
  const scroller = useFollowNewest(messages, typing);
  const newest = messages.at(-1)?.id;

  return (
    <div
      ref={scroller}
      // A scrolling region must be reachable by keyboard to be read and scrolled.
      tabIndex={0}
      aria-label={t('log')}
      role="region"
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-offset-[-3px]"
      data-testid="chat-messages"
    >
      <div role="log" aria-live="polite">
        <ol className="flex flex-col gap-3">
          <Bubble mine={false} testId="chat-greeting">
            {t('greeting')}
          </Bubble>
          {messages.map((message) =>
            message.role === 'user' ? (
              <Bubble
                key={message.id}
                mine
                at={message.at}
                lang={KHMER.test(message.text) ? 'km' : undefined}
                testId="chat-user-message"
              >
                <span className="whitespace-pre-wrap">{message.text}</span>
              </Bubble>
            ) : message.kind === 'answer' ? (
              <Bubble
                key={message.id}
                mine={false}
                at={message.at}
                lang={message.lang}
                testId="chat-bot-message"
                newest={message.id === newest}
              >
                <ChatText
                  text={message.text}
                  links={message.links}
                  onLinkFollow={onLinkFollow}
                  moreLabel={t('links')}
                />
              </Bubble>
            ) : (
              <Bubble
                key={message.id}
                mine={false}
                at={message.at}
                testId="chat-bot-failure"
                newest={message.id === newest}
              >
                {t('failure')}
              </Bubble>
            ),
          )}
          {typing && <TypingIndicator />}
        </ol>
      </div>
      {children}
    </div>
  );
}
