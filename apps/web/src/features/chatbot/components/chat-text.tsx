import { Link } from 'react-router';
import { isSitePath, parseChatMessage, type ChatInline } from '@camtour/shared/domain/chat-text';
import type { ChatLink } from '@camtour/shared/schemas/chatbot';

interface ChatTextProps {
  text: string;
  /** Pages the answer names; those not already linked in the text show below it. */
  links?: readonly ChatLink[];
  onLinkFollow?: () => void;
  moreLabel?: string;
}

const linkClass =
  'font-semibold text-jungle-700 underline decoration-jungle-700/40 underline-offset-2 hover:decoration-jungle-700';

function Inlines({ inlines, onLinkFollow }: { inlines: ChatInline[]; onLinkFollow?: () => void }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.type === 'link' ? (
          // Only our own paths reach here (parseChatMessage): they open in the app, keeping the chat.
          <Link key={index} to={inline.href} onClick={onLinkFollow} className={linkClass}>
            {inline.label}
          </Link>
        ) : (
          <span key={index}>{inline.text}</span>
        ),
      )}
    </>
  );
}

/** A bot answer: paragraphs, lists and links to our pages (schemas/chatbot.ts). */
export function ChatText({ text, links = [], onLinkFollow, moreLabel }: ChatTextProps) {
  const blocks = parseChatMessage(text);
  const inline = new Set(
    blocks.flatMap((block) =>
      (block.type === 'paragraph' ? [block.inlines] : block.items)
        .flat()
        .flatMap((item) => (item.type === 'link' ? [item.href] : [])),
    ),
  );
  const extra = links.filter((link) => isSitePath(link.href) && !inline.has(link.href));
  return (
    <div className="flex flex-col gap-2">
      {blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>
            <Inlines inlines={block.inlines} onLinkFollow={onLinkFollow} />
          </p>
        ) : (
          <ul key={index} className="flex list-disc flex-col gap-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines inlines={item} onLinkFollow={onLinkFollow} />
              </li>
            ))}
          </ul>
        ),
      )}
      {extra.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={moreLabel}>
          {extra.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                onClick={onLinkFollow}
                className="inline-flex rounded-full border border-jungle-700/25 bg-jungle-50 px-3 py-1 text-sm font-semibold text-jungle-800 hover:border-jungle-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
