import { hasUnknownMarker } from '@camtour/shared/data/chatbot-honesty';
import { plainChatText } from '@camtour/shared/domain/chat-text';
import type { ChatbotReply, ChatContextEntry } from '@camtour/shared/schemas/chatbot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { nextIp } from '../orders/helpers';
import { answered, askBot, expectWellFormed, hasKhmer } from './helpers';

/**
 * The tour guide's capabilities (decision 042), each asked as a traveller would, over HTTP on a
 * fresh database with the demo content: names in any sentence, follow-ups from the context the
 * page sends, attributes from stored fields, two-part questions, guards, orders and honesty.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

async function ask(message: string, context: ChatContextEntry[] = []): Promise<ChatbotReply> {
  const reply = answered(await askBot(new TestClient(t.baseUrl, nextIp()), { message, context }));
  expectWellFormed(reply, message);
  return reply;
}
const hrefs = (r: ChatbotReply) => r.links.map((l) => l.href);
/** A turn as the page sends it back: the answer's plain text, no links. */
const turn = (user: string, reply: ChatbotReply): ChatContextEntry[] => [
  { role: 'user', content: user },
  { role: 'assistant', content: plainChatText(reply.message) },
];

const TA_PROHM = '/location/detail/3';
const BOKOR = '/location/detail/25';
const PUB_STREET = '/location/detail/13';
const NAGA_MOAT = '/siem-reap/hotels/12';
const RIVERSIDE_TENT = '/product/detail/4';
const FEATHERLINE = '/product/detail/3';

describe('names in any sentence', () => {
  it('a place named among other words, with a typo or by a nickname, is answered, not "not in our guide"', async () => {
    for (const q of [
      'honestly would you say it is worth taking a tuk-tuk out to ta prohm this afternoon',
      'my friend said the tomb raider temple is a must, what is it',
      'ta phrom temple?',
    ]) {
      const reply = await ask(q);
      expect(hrefs(reply), q).toContain(TA_PROHM);
      expect(hasUnknownMarker(reply.message, 'en'), q).toBe(false);
    }
  });

  it('a Khmer name inside an unspaced Khmer sentence', async () => {
    const reply = await ask('ខ្ញុំចង់ទៅលេងតាព្រហ្មជាមួយគ្រួសារ');
    expect(reply.lang).toBe('km');
    expect(hrefs(reply)).toContain(TA_PROHM);
  });
});

describe('follow-ups from the context alone', () => {
  it('"there" after a place resolves to that place', async () => {
    const first = await ask('Tell me about Bokor National Park');
    const reply = await ask(
      'how do I get there?',
      turn('Tell me about Bokor National Park', first),
    );
    expect(hrefs(reply)).toContain(BOKOR);
    expect(reply.message).toMatch(/Minibus|bus/i);
  });

  it('"what about hotels there?" after a place: our hotels nearest it, in both languages', async () => {
    const en = await ask('what about hotels there?', [
      { role: 'user', content: 'Tell me about Pub Street' },
      { role: 'assistant', content: 'Pub Street: Nightlife & Shows in Siem Reap.' },
    ]);
    expect(en.message).toContain('Our hotels nearest');
    expect(hrefs(en)).toContain(PUB_STREET);
    const km = await ask('ចុះសណ្ឋាគារនៅជិតនោះ?', [
      { role: 'user', content: 'ប្រាប់ខ្ញុំអំពីផ្សារចាស់' },
      { role: 'assistant', content: 'ផ្សារចាស់៖ ផ្សារ នៅសៀមរាប។' },
    ]);
    expect(km.message).toContain('សណ្ឋាគាររបស់យើងដែលនៅជិត');
  });

  it('"the cheapest one" picks the cheapest of the products just listed', async () => {
    const context: ChatContextEntry[] = [
      { role: 'user', content: 'which tents do you have' },
      {
        role: 'assistant',
        content:
          'From our shop:\n- Trailhead 2 Dome Tent: $129.00\n- Riverside Easy-Pitch Dome Tent: $39.90\n- Featherline 1 Ultralight Tent: $189.00',
      },
    ];
    const reply = await ask('and the cheapest one?', context);
    expect(hrefs(reply)).toEqual([RIVERSIDE_TENT]);
    expect(reply.message).toContain('$39.90');
  });

  it('an ambiguous "there" after several places asks which one', async () => {
    const context: ChatContextEntry[] = [
      { role: 'user', content: 'recommend me some temples' },
      {
        role: 'assistant',
        content: 'Places you might like:\n- Angkor Wat\n- Ta Prohm\n- Banteay Srei',
      },
    ];
    const reply = await ask('is it far from town?', context);
    expect(reply.message).toContain('Which one do you mean?');
    expect(hrefs(reply)).toEqual(expect.arrayContaining([TA_PROHM, '/location/detail/1']));
  });

  it('a Khmer "វា" after a product asks the product', async () => {
    const context: ChatContextEntry[] = [
      { role: 'user', content: 'តង់ Featherline 1 ថ្លៃប៉ុន្មាន?' },
      { role: 'assistant', content: 'តង់ស្រាល Featherline 1 សម្រាប់ ១ នាក់៖ $189.00' },
    ];
    const reply = await ask('តើវាមានទម្ងន់ប៉ុន្មាន?', context);
    expect(hrefs(reply)).toContain(FEATHERLINE);
    expect(reply.message).toContain('ទម្ងន់');
  });
});

describe('attributes from stored fields', () => {
  it('a distance from a named province, with the road line of the guide', async () => {
    const reply = await ask('how far is Bokor from Phnom Penh?');
    expect(hrefs(reply)).toContain(BOKOR);
    expect(reply.message).toMatch(/about \d+ km from Phnom Penh/);
  });

  it("a hotel's facilities and rooms", async () => {
    const facilities = await ask('does Naga Moat Resort have a pool?');
    expect(hrefs(facilities)).toContain(NAGA_MOAT);
    expect(facilities.message).toContain('Swimming pool');
    const rooms = await ask('what rooms are there at Sok Sabay Bunkhouse');
    expect(rooms.message).toMatch(/dorm/i);
  });

  it("a product's specs and stock", async () => {
    const specs = await ask('how heavy is the Trailhead 2 Dome Tent');
    expect(specs.message).toContain('2.1 kg');
    const stock = await ask('is the Summit 900 Headlamp in stock?');
    expect(stock.message).toMatch(/in stock \(\d+ left\)|sold out/);
  });

  it('delivery to a province by its carriers', async () => {
    const reply = await ask('can you deliver a tent to Battambang?');
    expect(reply.message).toContain('J&T Express');
    expect(reply.message).toContain('Battambang');
    const pp = await ask('តើអ្នកដឹកជញ្ជូនទៅភ្នំពេញទេ?');
    expect(hasKhmer(pp.message)).toBe(true);
  });

  it('hotels that have what is asked (a pool), not a hotel whose name holds the word', async () => {
    const reply = await ask('Which hotels have a pool?');
    expect(reply.message).toContain('Our hotels that have it');
    expect(hrefs(reply).filter((h) => h.startsWith('/siem-reap/hotels/')).length).toBeGreaterThan(
      1,
    );
  });

  it('hotels near a place, by distance', async () => {
    const reply = await ask('any hotels near Pub Street?');
    expect(hrefs(reply)).toContain(PUB_STREET);
    expect(reply.message).toMatch(/km away/);
  });

  it('a question of two parts gets both', async () => {
    const reply = await ask('Where is Ta Prohm and what should I wear there?');
    expect(hrefs(reply)).toContain(TA_PROHM);
    expect(reply.message).toMatch(/Siem Reap/);
    expect(reply.message).toMatch(/What to bring|trousers|sarong/i);
  });
});

describe('guards and honesty', () => {
  it('a weather word is not a shopping question', async () => {
    const reply = await ask('what is it like in the rainy season in Siem Reap');
    expect(hrefs(reply).some((h) => h.startsWith('/product/'))).toBe(false);
  });

  it("one's own order gets the lookup, not a product search", async () => {
    for (const q of ['where is my order CT-4Q7ZP2?', 'កញ្ចប់ឥវ៉ាន់របស់ខ្ញុំនៅឯណា?']) {
      const reply = await ask(q);
      expect(hrefs(reply), q).toContain('/orders');
      expect(
        hrefs(reply).some((h) => h.startsWith('/product/')),
        q,
      ).toBe(false);
      expect(hasUnknownMarker(reply.message, reply.lang), q).toBe(true);
    }
  });

  it('a trip price for a province the planner does not cover is never a silent Siem Reap price', async () => {
    const reply = await ask('how much would 3 days in Kampot cost?');
    expect(reply.message).toContain('Siem Reap only');
    expect(reply.message).not.toMatch(/trip to Siem Reap for 1 person costs/);
    expect(hrefs(reply)).toContain('/plan');
  });

  it('tomorrow’s weather, flights and places abroad are said to be unknown', async () => {
    for (const q of [
      'will it rain tomorrow in Kep?',
      'cheapest flights from Bangkok to Siem Reap',
      'best beaches in Vietnam',
    ]) {
      const reply = await ask(q);
      expect(hasUnknownMarker(reply.message, 'en'), q).toBe(true);
    }
  });
});

describe('who it suits, and variations', () => {
  it('"is it ok for kids?" after a place: its activities with difficulty, length and group size', async () => {
    const context: ChatContextEntry[] = [
      { role: 'user', content: 'Tell me about Kbal Spean' },
      { role: 'assistant', content: 'Kbal Spean: Nature & Parks in Siem Reap.' },
    ];
    const reply = await ask('is it ok for kids?', context);
    expect(hrefs(reply)).toContain('/location/detail/5');
    expect(reply.message).toMatch(/moderate|easy|hard/);
    expect(reply.message).toMatch(/about \d+(\.\d+)? h/);
  });

  it('"and Bayon?" asks the previous question of the new place, in both languages', async () => {
    const en = await ask('and Bayon?', [
      { role: 'user', content: 'how do I get to Ta Prohm?' },
      { role: 'assistant', content: 'Getting to Ta Prohm: by tuk-tuk.' },
    ]);
    expect(hrefs(en)).toContain('/location/detail/2');
    expect(en.message).toContain('Getting to');
    const km = await ask('ចុះបាយ័នវិញ?', [
      { role: 'user', content: 'តើធ្វើដំណើរទៅប្រាសាទតាព្រហ្មដោយរបៀបណា?' },
      { role: 'assistant', content: 'ការធ្វើដំណើរទៅ ប្រាសាទតាព្រហ្ម៖ តុកតុក' },
    ]);
    expect(km.lang).toBe('km');
    expect(hrefs(km)).toContain('/location/detail/2');
  });

  it('the most expensive of a kind really is', async () => {
    const reply = await ask('which is the most expensive tent you sell?');
    expect(reply.links[0]!.href).toBe('/product/detail/5');
  });
});

describe('provinces, comparisons and the shop’s rules', () => {
  it('"the best time to go there" after a province asks it of that province', async () => {
    const reply = await ask('when is the best time to go there?', [
      { role: 'user', content: 'Tell me about Kampot' },
      { role: 'assistant', content: 'Kampot is a quiet riverside town.' },
    ]);
    expect(reply.message).toContain('Best time for Kampot');
    expect(hrefs(reply)).toContain('/adventure?province_id=23');
  });

  it('"and for Kampot?" after a trip price is not the Siem Reap price', async () => {
    const reply = await ask('and for Kampot?', [
      { role: 'user', content: 'how much for 3 days in siem reap' },
      { role: 'assistant', content: 'A 3-day trip to Siem Reap costs about $300.' },
    ]);
    expect(reply.message).toContain('Siem Reap only');
  });

  it('"which is closer" answers each place and says which', async () => {
    const reply = await ask('Which is closer to Siem Reap, Beng Mealea or Kbal Spean?');
    expect(hrefs(reply)).toEqual(
      expect.arrayContaining(['/location/detail/7', '/location/detail/5']),
    );
    expect(reply.message).toMatch(/Of these, .+ is the closest\./);
  });

  it('a province with no places of ours says so instead of "not in our guide"', async () => {
    const reply = await ask('What is there to see in Kampong Cham?');
    expect(reply.message).toContain("I don't have places in Kampong Cham");
  });

  it('returns and a paid order still pending get the shop’s own rules', async () => {
    const returns = await ask('can I return a tent if it is the wrong size?');
    expect(hrefs(returns)).toContain('/faq#cancel-order');
    const paid = await ask('I paid with KHQR but my order still says pending');
    expect(hrefs(paid)).toEqual(expect.arrayContaining(['/orders', '/faq#khqr-payment-problems']));
  });
});

describe('answering our own "Which one do you mean?"', () => {
  const asked: ChatContextEntry[] = [
    { role: 'user', content: 'recommend me some temples' },
    { role: 'assistant', content: 'Places you might like:\n- Angkor Wat\n- Ta Prohm' },
    { role: 'user', content: 'how do I get there?' },
    { role: 'assistant', content: 'Which one do you mean?\n- Angkor Wat\n- Ta Prohm' },
  ];

  it('a name, or "the second one", gets the question that was asked', async () => {
    for (const q of ['Ta Prohm', 'the second one']) {
      const reply = await ask(q, asked);
      expect(hrefs(reply), q).toContain(TA_PROHM);
      expect(reply.message, q).toContain('Getting to');
    }
  });
});

describe('more of the same, in Khmer and live questions', () => {
  it('"that hotel" after a list of hotels asks which one, even after a province', async () => {
    const reply = await ask('តើសណ្ឋាគារនោះមានអាហារពេលព្រឹកទេ?', [
      { role: 'user', content: 'តើសណ្ឋាគារណាដែលអ្នកណែនាំនៅសៀមរាប?' },
      { role: 'assistant', content: 'សណ្ឋាគារនៅសៀមរាប៖\n- សណ្ឋាគារឡុហ្វផ្សារចាស់\n- សណ្ឋាគារពន្លឺសិវត្ថា' },
    ]);
    expect(reply.message).toContain('តើអ្នកចង់និយាយអំពីមួយណា?');
    expect(hrefs(reply)).toEqual(['/siem-reap/hotels/5', '/siem-reap/hotels/6']);
  });

  it('a live question about a place: unknown, then when it is best', async () => {
    const reply = await ask('Is Angkor Wat crowded right now?');
    expect(hasUnknownMarker(reply.message, 'en')).toBe(true);
    expect(reply.message).toContain('Best time to visit');
  });

  it('a short question every word of which one FAQ entry holds gets that entry', async () => {
    const reply = await ask('តើខ្ញុំត្រូវការទិដ្ឋាការទេ?');
    expect(hrefs(reply)).toContain('/faq#do-i-need-a-visa');
    expect(hasUnknownMarker(reply.message, 'km')).toBe(false);
  });

  it('button words name no product', async () => {
    const reply = await ask('ដាក់ចូលកន្ត្រក');
    expect(hrefs(reply).some((h) => h.startsWith('/product/detail/'))).toBe(false);
  });
});
