import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * A short wait the user cannot skip ("Building your plan", "Proceeding to checkout"): a modal
 * over the page with a spinner, a title and a line. Focus stays inside; Escape and clicks
 * outside do nothing, since the wait ends by itself. `children` sits under the line (a bar).
 */
export function BusyOverlay({
  open,
  title,
  body,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  body: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[65] bg-jungle-950/55 backdrop-blur-sm animate-route-fade" />
        <RadixDialog.Content
          aria-modal="true"
          data-testid={testId}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed left-1/2 top-1/2 z-[66] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-8 text-center shadow-2xl outline-none animate-route-fade"
        >
          <span
            aria-hidden="true"
            className="mx-auto block size-12 animate-spin rounded-full border-4 border-jungle-100 border-t-jungle-700"
          />
          <RadixDialog.Title className="mt-5 text-lg font-bold leading-display text-jungle-900">
            {title}
          </RadixDialog.Title>
          <RadixDialog.Description role="status" className="mt-1 text-sm text-ink-muted">
            {body}
          </RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
