import { hasUnknownMarker } from '@camtour/shared/data/chatbot-honesty';
import type { ChatbotReply, ChatContextEntry } from '@camtour/shared/schemas/chatbot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { nextIp } from '../orders/helpers';
import { answered, askBot, expectWellFormed, hasKhmer } from './helpers';

/**
 * The tour guide answering from all our text (decision 042): the sentence of a thing's own
 * description, guide, activities, services or specs that answers what was asked; places found by
 * what their descriptions say; the cheapest or dearest of a kind over the whole shop; picks by
 * weight or by a word of a name; hotels that meet every condition; and the honest answers about
 * shipping abroad, changing an order and today's prices. Over HTTP, on a fresh database with the
 * demo content. The questions are worded apart from the blind evaluation set on purpose.
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
const products = (r: ChatbotReply) => hrefs(r).filter((h) => h.startsWith('/product/detail/'));
const hotels = (r: ChatbotReply) => hrefs(r).filter((h) => h.startsWith('/siem-reap/hotels/'));

const TA_PROHM = '/location/detail/3';
const KBAL_SPEAN = '/location/detail/5';
const BENG_MEALEA = '/location/detail/7';
const KULEN = '/location/detail/6';
const WEST_BARAY = '/location/detail/18';
const KOH_RONG = '/location/detail/36';
const hotel = (n: number) => `/siem-reap/hotels/${n}`;
const product = (n: number) => `/product/detail/${n}`;

describe('the sentence of our own text that answers the question', () => {
  it('an opening time from a place’s guide, in English and Khmer', async () => {
    const en = await ask('ta prohm - when do the gates open in the morning?');
    expect(hrefs(en)).toContain(TA_PROHM);
    expect(en.message).toContain('7:30');
    const km = await ask('ប្រាសាទតាព្រហ្មបើកទ្វារម៉ោងប៉ុន្មាន?');
    expect(km.lang).toBe('km');
    expect(hrefs(km)).toContain(TA_PROHM);
    expect(km.message).toContain('៧:៣០');
  });

  it('the length of a walk, asked in other words than the description’s', async () => {
    const reply = await ask('kbal spean trail: how many minutes of walking to the top?');
    expect(hrefs(reply)).toContain(KBAL_SPEAN);
    expect(reply.message).toContain('40 to 50 minutes');
  });

  it('what a pass covers: the sentence that says so, not a price of something else', async () => {
    const reply = await ask('is beng mealea included in the angkor pass?');
    expect(hrefs(reply)).toContain(BENG_MEALEA);
    expect(reply.message).toContain('not covered by the Angkor Pass');
  });

  it('two specs asked in one question each get theirs', async () => {
    const reply = await ask('the trail 400 headlamp: how many lumens, and is it waterproof?');
    expect(hrefs(reply)).toContain(product(54));
    expect(reply.message).toContain('400 lumens');
    expect(reply.message).toContain('IPX4');
  });

  it('nothing is added when no sentence answers the question', async () => {
    const reply = await ask('Tell me about Angkor Wat');
    expect(reply.message).not.toContain('What our guide says about');
  });
});

describe('places found by what their descriptions say', () => {
  it('a place described, not named', async () => {
    const reply = await ask('where can we swim with bioluminescent plankton?');
    expect(hrefs(reply)).toContain(KOH_RONG);
    expect(reply.message).toContain('bioluminescent plankton');
  });

  it('somewhere to swim near a province with no beach: its places that say so, never products', async () => {
    const en = await ask('where could we go for a swim around siem reap?');
    expect(
      hrefs(en).some((h) => h === WEST_BARAY || h === KULEN),
      en.message,
    ).toBe(true);
    expect(products(en)).toEqual([]);
    const km = await ask('ចង់ហែលទឹកនៅក្បែរសៀមរាប តើទៅកន្លែងណាបាន?');
    expect(hasKhmer(km.message)).toBe(true);
    expect(
      hrefs(km).some((h) => h === WEST_BARAY || h === KULEN),
      km.message,
    ).toBe(true);
    expect(products(km)).toEqual([]);
  });

  it('a name we do not have is not matched by a common word of it', async () => {
    const reply = await ask('what do you know about the wat phu temple?');
    expect(hasUnknownMarker(reply.message, 'en'), reply.message).toBe(true);
    expect(reply.message).not.toContain('the places that match');
  });
});

describe('the cheapest or dearest of a kind, over the whole shop', () => {
  it('a category named by the kind counts whole, whatever its products are called', async () => {
    const reply = await ask('your most expensive sleeping bag?');
    // "Down 5°C Mummy Bag" has no "sleeping" in its name, and costs the most.
    expect(products(reply)).toEqual([product(31)]);
    expect(reply.message).toContain('$169.00');
  });

  it('in a mixed category only the kind asked: the cheapest hammock is not a pillow', async () => {
    const reply = await ask('which is the cheapest hammock you sell?');
    expect(products(reply)).toEqual([product(19)]);
  });

  it('in a category named otherwise, the products named as the kind', async () => {
    const reply = await ask('most expensive headlamp?');
    expect(products(reply)).toEqual([product(55)]);
  });

  it('a follow-up about "it" asks the one that was picked', async () => {
    const first = await ask('តង់ថ្លៃជាងគេ?');
    expect(products(first)).toEqual([product(5)]);
    const reply = await ask('ដេកបានប៉ុន្មាននាក់?', [
      { role: 'user', content: 'តង់ថ្លៃជាងគេ?' },
      { role: 'assistant', content: first.message },
    ]);
    expect(hrefs(reply)).toContain(product(5));
    expect(reply.message).toContain('៤ នាក់');
  });
});

describe('picks among what the last answer listed', () => {
  it('"which one weighs less" compares the weights in their specs', async () => {
    const reply = await ask('which one weighs less?', [
      { role: 'user', content: 'backpacks for a trek?' },
      {
        role: 'assistant',
        content: 'From our shop:\n- Expedition 65 L Pack: $189.00\n- Kulen Day Pack 20 L: $34.90',
      },
    ]);
    expect(hrefs(reply)).toEqual([product(51)]);
    expect(reply.message).toContain('620 g');
  });

  it('a word of one of the names picks that one ("the bunkhouse")', async () => {
    const reply = await ask('does the bunkhouse have a pool?', [
      { role: 'user', content: 'cheap places to sleep near pub street?' },
      {
        role: 'assistant',
        content:
          'Our hotels nearest Pub Street:\n- Sok Sabay Bunkhouse: 0.3 km away, from $8.00 a night\n- Tuk-Tuk Dreamers Hostel: 0.7 km away, from $9.00 a night',
      },
    ]);
    expect(hotels(reply)).toEqual([hotel(1)]);
    expect(reply.message).not.toContain('Swimming pool');
  });
});

describe('hotels that meet every condition asked', () => {
  it('two services at once: only the hotels that have both', async () => {
    const reply = await ask('a guesthouse with free bicycles and a cooking class');
    expect(new Set(hotels(reply))).toEqual(new Set([hotel(3), hotel(15)]));
  });

  it('a type, a service and the most a night may cost', async () => {
    const reply = await ask('a resort with a swimming pool under $100 a night');
    expect(hotels(reply)).toEqual([hotel(11)]);
  });

  it('near a place and with a service, nearest first', async () => {
    const reply = await ask('hotels near west baray that have a swimming pool');
    expect(hotels(reply).length).toBeGreaterThan(0);
    expect(hotels(reply)).not.toContain(hotel(15));
    expect(reply.message).toMatch(/km away/);
  });

  it('none has all of it: said so, with the hotels page, in Khmer too', async () => {
    const en = await ask('a hostel with a spa and a private butler');
    expect(hotels(en)).toEqual([]);
    expect(en.message).toContain('None of our hotels has all of that');
    const km = await ask('ផ្ទះស្នាក់ដែលមានស្ប៉ា និងអ្នកបម្រើផ្ទាល់ខ្លួន');
    expect(hotels(km)).toEqual([]);
    expect(hrefs(km)).toContain('/siem-reap/hotels');
  });
});

describe('the shop’s rules and what nobody here can know', () => {
  it('shipping abroad: only within Cambodia, in both languages', async () => {
    const en = await ask('can you send a tent to Vietnam?');
    expect(en.message).toContain('within Cambodia');
    expect(products(en)).toEqual([]);
    const km = await ask('អាចផ្ញើទំនិញទៅថៃបានទេ?');
    expect(km.message).toContain('ក្រៅប្រទេសកម្ពុជា');
  });

  it('an order of the wrong size or colour gets the cancel rule, in both languages', async () => {
    const en = await ask('I ordered the wrong size tent, can I swap it?');
    expect(hrefs(en)).toContain('/faq#cancel-order');
    const km = await ask('ខ្ញុំបញ្ជាទិញខុសទំហំ តើអាចប្តូរបានទេ?');
    expect(hrefs(km)).toContain('/faq#cancel-order');
  });

  it('today’s rate is unknown, the usual one is not; another live price offers our FAQ', async () => {
    const rate = await ask('what is the dollar to riel rate today?');
    expect(rate.message).toContain("I don't know what is happening right now");
    expect(rate.message).toMatch(/4,?000/);
    const petrol = await ask('តម្លៃសាំងនៅកំពតថ្ងៃនេះប៉ុន្មាន?');
    expect(petrol.lang).toBe('km');
    expect(hrefs(petrol).length).toBeGreaterThan(0);
  });

  it('a carrier named in a follow-up gets our delivery rules, with how it is paid', async () => {
    const reply = await ask('and with Virak Buntham, how do I pay?', [
      { role: 'user', content: 'how do you deliver?' },
      {
        role: 'assistant',
        content:
          'Phnom Penh: same day, US$1. Every other province: J&T Express or Virak Buntham Express, US$2.',
      },
    ]);
    expect(reply.message).toContain('KHQR');
  });
});

describe('more of our text, and the conversation without pointers', () => {
  it('a sentence of a FAQ answer answers what the FAQ’s questions do not say', async () => {
    const reply = await ask('is anything added on top of the price when I pay at the end?');
    expect(hrefs(reply)).toContain('/faq#tax-and-total');
  });

  it('tonight’s tickets and today’s crowds are unknown, in both languages', async () => {
    const en = await ask('are there still seats left for the circus tonight?');
    expect(en.message).toContain("I don't know what is happening right now");
    const km = await ask('ឥឡូវនេះនៅផ្សារចាស់ មនុស្សច្រើនទេ?');
    expect(km.message).toContain('ខ្ញុំមិនដឹងអ្វីដែលកំពុងកើតឡើងឥឡូវនេះទេ');
  });

  it('"how much a night?" after a hotel is its rooms, not a trip’s price', async () => {
    const reply = await ask('how much a night?', [
      { role: 'user', content: 'can I stay with a local family near siem reap?' },
      {
        role: 'assistant',
        content: 'Yes: Lotus Pond Family Homestay, in a village outside town by a lotus pond.',
      },
    ]);
    expect(hotels(reply)).toEqual([hotel(15)]);
    expect(reply.message).toContain('$12.00');
    expect(hrefs(reply)).not.toContain('/plan');
  });

  it('a question that names nothing, after an answer about one place, is about that place', async () => {
    const reply = await ask('is riding allowed?', [
      { role: 'user', content: 'where can we see elephants in mondulkiri?' },
      {
        role: 'assistant',
        content: 'Elephant Valley, Sen Monorom: old working elephants retire to the forest.',
      },
    ]);
    expect(hrefs(reply)).toContain('/location/detail/33');
    expect(reply.message).toContain('do not ride');
  });

  it('"the cheaper one" compares the products listed, not a place named beside them', async () => {
    const reply = await ask('and the cheaper one?', [
      { role: 'user', content: 'a sleeping bag for the hills in mondulkiri?' },
      {
        role: 'assistant',
        content:
          'For Mondulkiri: Down 5°C Mummy Bag ($169.00) or Mondulkiri 10°C Sleeping Bag ($49.90). Kep Crab Market is far from there.',
      },
    ]);
    expect(products(reply)).toEqual([product(30)]);
  });
});
