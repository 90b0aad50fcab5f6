import { lazy, Suspense } from 'react';

/*
 * In every page's first download, so it holds nothing but this: the button (a fixed corner, it
 * moves nothing when it appears), its drag and its timer come in their own chunk (issue 17:
 * initial JavaScript). On a server-rendered page React keeps the server's button until the
 * chunk is there, then hydrates it.
 */
const ChatLauncher = lazy(() =>
  import('./chat-launcher').then((module) => ({ default: module.ChatLauncher })),
);

/**
 * The floating chat button (document 1 §2, §4). Rendered once by the root layout, which hides it
 * on the sign-in pages, the checkout and /chatbot.
 */
export function ChatWidget({ hidden }: { hidden: boolean }) {
  // Mounted while hidden too: the launcher keeps its state (an open panel) across such pages.
  return (
    <Suspense fallback={null}>
      <ChatLauncher hidden={hidden} />
    </Suspense>
  );
}
