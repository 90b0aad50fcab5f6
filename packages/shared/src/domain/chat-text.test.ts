import { describe, expect, it } from 'vitest';
import { isSitePath, linksIn, parseChatMessage, parseInlines, plainChatText } from './chat-text';

const text = (t: string) => ({ type: 'text', text: t }) as const;
const link = (label: string, href: string) => ({ type: 'link', label, href }) as const;

describe('isSitePath', () => {
  it.each(['/', '/plan', '/faq#tap-water', '/location/detail/1', '/adventure?province_id=8'])(
    'accepts our own path %j',
    (href) => {
      expect(isSitePath(href)).toBe(true);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/plan',
    '/\\evil.com',
    '/a\\b',
    'http://evil.com',
    'https://evil.com/plan',
    'javascript:alert(1)',
    'plan',
    ' /plan',
    '/a b',
    '/plan\n',
    '',
  ])('refuses %j', (href) => {
    expect(isSitePath(href)).toBe(false);
  });
});

describe('parseInlines', () => {
  it('splits a line into text and site links, in order', () => {
    expect(parseInlines('See [the planner](/plan) or [FAQ](/faq#tap-water).')).toEqual([
      text('See '),
      link('the planner', '/plan'),
      text(' or '),
      link('FAQ', '/faq#tap-water'),
      text('.'),
    ]);
    expect(parseInlines('[a](/x)[b](/y)')).toEqual([link('a', '/x'), link('b', '/y')]);
  });

  it.each([
    '[Evil](//evil.com)',
    '[Evil](/\\evil.com)',
    '[Evil](http://evil.com)',
    '[Evil](https://evil.com/plan)',
    '[JS](javascript:alert(1))',
    '[Broken](/plan',
    '[](/plan)',
  ])('keeps %j as text', (line) => {
    expect(parseInlines(line)).toEqual([text(line)]);
  });

  it('keeps an outside link as text and still makes a link of the site path after it', () => {
    expect(parseInlines('[Evil](//evil.com) then [ok](/ok)')).toEqual([
      text('[Evil](//evil.com) then '),
      link('ok', '/ok'),
    ]);
  });

  it('gives nothing for an empty line', () => {
    expect(parseInlines('')).toEqual([]);
  });
});

describe('parseChatMessage', () => {
  it('splits paragraphs on blank lines and joins the lines of one paragraph', () => {
    expect(parseChatMessage('First line\nsame paragraph\n\nSecond')).toEqual([
      { type: 'paragraph', inlines: [text('First line same paragraph')] },
      { type: 'paragraph', inlines: [text('Second')] },
    ]);
  });

  it('reads "- " and "• " lines as one list, with links inside items', () => {
    expect(parseChatMessage('Try:\n- [Angkor Wat](/location/detail/1)\n• Bayon')).toEqual([
      { type: 'paragraph', inlines: [text('Try:')] },
      {
        type: 'list',
        items: [[link('Angkor Wat', '/location/detail/1')], [text('Bayon')]],
      },
    ]);
  });

  it('ends a list at the next plain line', () => {
    expect(parseChatMessage('para\n- item\npara2')).toEqual([
      { type: 'paragraph', inlines: [text('para')] },
      { type: 'list', items: [[text('item')]] },
      { type: 'paragraph', inlines: [text('para2')] },
    ]);
  });

  it('needs a space after the dash ("-5 °C" is not a list)', () => {
    expect(parseChatMessage('-5 °C at night')).toEqual([
      { type: 'paragraph', inlines: [text('-5 °C at night')] },
    ]);
  });

  it('reads Windows and old Mac line ends like \\n', () => {
    expect(parseChatMessage('a\r\n\r\nb\r\rc')).toEqual([
      { type: 'paragraph', inlines: [text('a')] },
      { type: 'paragraph', inlines: [text('b')] },
      { type: 'paragraph', inlines: [text('c')] },
    ]);
  });

  it('gives no blocks for empty or blank text', () => {
    expect(parseChatMessage('')).toEqual([]);
    expect(parseChatMessage('\n\n  \n\n')).toEqual([]);
  });

  it('never makes a link of an outside address, in a paragraph or a list', () => {
    const blocks = parseChatMessage(
      '[a](//evil.com) [b](http://evil.com)\n\n- [c](javascript:alert(1))\n- [d](/\\evil)',
    );
    const inlines = blocks.flatMap((b) => (b.type === 'paragraph' ? b.inlines : b.items.flat()));
    expect(inlines.every((i) => i.type === 'text')).toBe(true);
  });
});

describe('linksIn', () => {
  it('lists the site links of a message in order, and only those', () => {
    const message =
      'See [Plan](/plan) and [Evil](//evil.com).\n\n- [FAQ](/faq#tap-water)\n- [X](http://x.com)';
    expect(linksIn(message)).toEqual([
      { label: 'Plan', href: '/plan' },
      { label: 'FAQ', href: '/faq#tap-water' },
    ]);
  });

  it('is empty for a message without links', () => {
    expect(linksIn('No links here [just brackets]')).toEqual([]);
  });
});

describe('plainChatText', () => {
  it('turns site links into their labels and keeps everything else', () => {
    expect(plainChatText('See [Plan](/plan) and [Evil](//evil.com).\n\n- one')).toBe(
      'See Plan and [Evil](//evil.com).\n\n- one',
    );
  });
});
