import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Spinner } from '@/components/ui/spinner';
import { useAutoOpen } from '../hooks/use-auto-open';
import { useDraggableLauncher } from '../hooks/use-draggable-launcher';
import { readDismissed, shouldAutoOpen, storeDismissed } from '../lib/launcher';

/*
 * The button and its timer; chat-widget.tsx loads this file after the page's own code. The
 * panel, the conversation, zod and the chatbot texts load on the first open.
 */
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div className="fixed bottom-5 right-5 z-[50] grid size-20 place-items-center rounded-3xl bg-white shadow-2xl">
      <Spinner label={t('state.loading')} />
    </div>
  );
}

type Opened = 'closed' | 'by-visitor' | 'automatically';

/**
 * The floating chat button (document 1 §2, §4): draggable, opens the panel on a click, opens by
 * itself after 5 s unless the visitor closed it on an earlier visit. Rendered by ChatWidget.
 */
export function ChatLauncher({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState<Opened>('closed');
  const [everOpened, setEverOpened] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const returnFocus = useRef(false);
  const { offset, wasDrag, handlers } = useDraggableLauncher(button);

  const open = useCallback((how: Exclude<Opened, 'closed'>) => {
    setEverOpened(true);
    setOpened(how);
  }, []);

  useAutoOpen(
    shouldAutoOpen({ dismissed, hidden, opened: everOpened }),
    useCallback(() => open('automatically'), [open]),
  );

  const close = useCallback(() => {
    storeDismissed();
    setDismissed(true);
    returnFocus.current = true;
    setOpened('closed');
  }, []);
  const leave = useCallback(() => setOpened('closed'), []);

  // Closing gives the focus back to the button that opened the panel.
  useEffect(() => {
    if (opened !== 'closed' || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [opened]);

  if (hidden) return null;
  if (opened !== 'closed') {
    return (
      <Suspense fallback={<PanelLoading />}>
        <ChatPanel autoFocus={opened === 'by-visitor'} onClose={close} onLeave={leave} />
      </Suspense>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      aria-label={t('route.chatbot')}
      aria-haspopup="dialog"
      title={t('route.chatbot')}
      data-testid="chat-launcher"
      {...handlers}
      // Fetch the panel while the pointer approaches: the click then opens it at once.
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => {
        if (!wasDrag()) open('by-visitor');
      }}
      style={{ right: offset.right, bottom: offset.bottom }}
      className="fixed z-[45] grid size-14 touch-none select-none place-items-center rounded-full bg-jungle-700 text-white shadow-xl ring-4 ring-white/70 transition-colors hover:bg-jungle-800 print:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
        <path d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.6 3.5 6.1L4.6 21l4.4-2.4c1 .3 2 .4 3 .4 5.5 0 10-3.6 10-8s-4.5-8-10-8Zm-4 9.3a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z" />
      </svg>
    </button>
  );
}
