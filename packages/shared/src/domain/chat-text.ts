/**
 * The chatbot's message format (schemas/chatbot.ts): paragraphs split by blank lines, "- " lines
 * as a list, and links written [label](/path). Only site-relative paths are links; anything else
 * stays text, so neither the server nor a language model can make the page open another site.
 */
export type ChatInline =
  { type: 'text'; text: string } | { type: 'link'; label: string; href: string };
export type ChatBlock =
  { type: 'paragraph'; inlines: ChatInline[] } | { type: 'list'; items: ChatInline[][] };

const LINK = /\[([^\]\n]{1,200})\]\((\/[^\s()]{0,300})\)/g;

/** A path of our own: starts with one slash (not "//host"), no scheme, no backslash. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href);
}

export function parseInlines(line: string): ChatInline[] {
  const out: ChatInline[] = [];
  let last = 0;
  for (const m of line.matchAll(LINK)) {
    const [whole, label, href] = m;
    if (!isSitePath(href!)) continue;
    if (m.index > last) out.push({ type: 'text', text: line.slice(last, m.index) });
    out.push({ type: 'link', label: label!, href: href! });
    last = m.index + whole.length;
  }
  if (last < line.length) out.push({ type: 'text', text: line.slice(last) });
  return out;
}

export function parseChatMessage(text: string): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    let para: string[] = [];
    let list: ChatInline[][] = [];
    const flushPara = () => {
      if (para.length) blocks.push({ type: 'paragraph', inlines: parseInlines(para.join(' ')) });
      para = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ type: 'list', items: list });
      list = [];
    };
    for (const line of lines) {
      const item = /^\s*[-•]\s+(.*)$/.exec(line);
      if (item) {
        flushPara();
        list.push(parseInlines(item[1]!));
      } else {
        flushList();
        para.push(line.trim());
      }
    }
    flushPara();
    flushList();
  }
  return blocks;
}

/** Every [label](/path) link in a message, in order. */
export function linksIn(text: string): { label: string; href: string }[] {
  return [...text.matchAll(LINK)]
    .filter((m) => isSitePath(m[2]!))
    .map((m) => ({ label: m[1]!, href: m[2]! }));
}

/** The message as plain text (links become their labels): for the context sent back, and tests. */
export function plainChatText(text: string): string {
  return text.replace(LINK, (_w, label: string, href: string) => (isSitePath(href) ? label : _w));
}
