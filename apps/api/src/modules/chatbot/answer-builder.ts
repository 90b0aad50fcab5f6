import type { Lang } from '@camtour/shared/constants';
import type { ChatLink, ChatLinkKind } from '@camtour/shared/schemas/chatbot';
import { mdLink } from './answer-text';

/** What an answer can be about; an activity's page is its place's. */
export type Kind = 'location' | 'hotel' | 'product' | 'activity';

/** Our hotels are Siem Reap's: their pages live under /siem-reap/hotels. */
export const HOTELS_SLUG = 'siem-reap';

export const hrefOf = (kind: Kind, id: number, locationId?: number) =>
  kind === 'location'
    ? `/location/detail/${id}`
    : kind === 'hotel'
      ? `/${HOTELS_SLUG}/hotels/${id}`
      : kind === 'product'
        ? `/product/detail/${id}`
        : `/location/detail/${locationId}`;

/** A thing an answer is about. */
export interface AboutThing {
  kind: Kind;
  id: number;
  name: { en: string; km: string };
}

/** The grounded answer as it is built: paragraphs, lists, and each link it names once. */
export class AnswerBuilder {
  readonly blocks: string[] = [];
  readonly links: ChatLink[] = [];
  /** The things the answer is about (not those it merely lists): what our text may add to. */
  readonly about: AboutThing[] = [];

  focus(thing: AboutThing): this {
    if (!this.about.some((a) => a.kind === thing.kind && a.id === thing.id)) this.about.push(thing);
    return this;
  }

  link(label: string, href: string, kind: ChatLinkKind): string {
    if (!this.links.some((l) => l.href === href)) this.links.push({ label, href, kind });
    return mdLink(label, href);
  }

  para(text: string | undefined | null): this {
    if (text && text.trim()) this.blocks.push(text.trim());
    return this;
  }

  list(items: string[]): this {
    if (items.length) this.blocks.push(items.map((i) => `- ${i}`).join('\n'));
    return this;
  }

  get empty() {
    return this.blocks.length === 0;
  }

  message(): string {
    return this.blocks.join('\n\n');
  }
}

/** A place as a text may name it. */
export interface NamedPlace {
  id: number;
  name: { en: string; km: string };
}

/** Names of places inside a text, each linked once (the FAQ's answers name our places). */
export function linkNamesIn(
  text: string,
  lang: Lang,
  places: readonly NamedPlace[],
  b: AnswerBuilder,
): string {
  let out = text;
  for (const p of places) {
    const full = p.name[lang];
    const short = full.split(/[,(]/)[0]!.trim();
    // How a text names it: "Phnom Kulen" for "Phnom Kulen National Park", "ភ្នំគូលែន" for "ឧទ្យានជាតិភ្នំគូលែន".
    const bare = short
      .replace(/\s+(National Park|Temple|Pagoda|Bat Caves|Stilt Village)$/u, '')
      .replace(/^(ឧទ្យានជាតិ|ប្រាសាទ|វត្ត)/u, '');
    for (const name of [full, short, bare]) {
      if ([...name].length < 4) continue;
      const at = out.indexOf(name);
      // Not inside a link made a moment ago.
      if (at < 0 || /\[[^\]]*$/.test(out.slice(0, at))) continue;
      out =
        out.slice(0, at) +
        b.link(name, hrefOf('location', p.id), 'location') +
        out.slice(at + name.length);
      break;
    }
  }
  return out;
}

/** A cached read that changes rarely (province names): one query per ttl per process. */
export function cached<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { at: number; data: Promise<T> } | null = null;
  return () => {
    if (!value || Date.now() - value.at > ttlMs) {
      const data = load();
      value = { at: Date.now(), data };
      data.catch(() => {
        value = null;
      });
    }
    return value.data;
  };
}
