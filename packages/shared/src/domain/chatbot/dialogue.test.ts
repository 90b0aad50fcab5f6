import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  gramsOf,
  isOwnOrderQuestion,
  isVariation,
  pickOf,
  pointsBack,
  refsInLinks,
  RETURNS,
  twoParts,
  unknowableOf,
} from './dialogue';

describe('references to earlier turns', () => {
  it('"there", "it", "that one" and their Khmer forms point back', () => {
    for (const q of [
      'how do I get there?',
      'is it open on Sundays',
      'how much is that one',
      'តើទៅទីនោះដោយរបៀបណា?',
      'តើវាបើកម៉ោងប៉ុន្មាន?',
    ])
      expect(pointsBack(q), q).toBe(true);
  });
  it('an introducing "there" does not', () => {
    expect(pointsBack('is there a bus to Kampot')).toBe(false);
    expect(pointsBack('are there waterfalls near Sen Monorom')).toBe(false);
  });
  it('variations and picks', () => {
    expect(isVariation('and for two children?')).toBe(true);
    expect(isVariation('ចុះសម្រាប់កុមារ?')).toBe(true);
    expect(isVariation('Where is Bokor?')).toBe(false);
    expect(pickOf('which one is the cheapest')).toBe('cheapest');
    expect(pickOf('the most expensive one?')).toBe('dearest');
    expect(pickOf('មួយណាថោកជាងគេ?')).toBe('cheapest');
    expect(pickOf('tell me about the second one')).toBe('second');
    expect(pickOf('where is it')).toBeUndefined();
  });
  it('reads the entities an answer linked', () => {
    expect(
      refsInLinks(
        '[A](/location/detail/3) and [B](/siem-reap/hotels/2), [C](/product/detail/9), [faq](/faq#x)',
      ),
    ).toEqual([
      { kind: 'location', id: 3 },
      { kind: 'hotel', id: 2 },
      { kind: 'product', id: 9 },
    ]);
  });
});

describe('questions of two parts', () => {
  it('splits at a second question, an "and how/what…", or Khmer ហើយ', () => {
    expect(twoParts('Where is Bokor? How much is the entry')).toEqual([
      'Where is Bokor',
      'How much is the entry',
    ]);
    expect(twoParts('Where is Bokor and how do I get there')).toEqual([
      'Where is Bokor',
      'how do I get there',
    ]);
    expect(twoParts('ប្រាសាទតាព្រហ្មនៅឯណា ហើយតើធ្វើដំណើរទៅដោយរបៀបណា?')).toHaveLength(2);
  });
  it('leaves one question whole', () => {
    expect(twoParts('Tents and sleeping bags for two')).toBeUndefined();
    expect(twoParts('How do I get from Phnom Penh to Siem Reap?')).toBeUndefined();
  });
});

describe('what a question asks', () => {
  it('attributes in the order asked', () => {
    expect(attributesOf('where is it and what are the opening hours')).toEqual(['where', 'hours']);
    expect(attributesOf('how far is Bokor from Kampot by bus')).toEqual(['distance']);
    expect(attributesOf('does the hotel have a pool and breakfast')).toContain('facilities');
    expect(attributesOf('how heavy is it')).toEqual(['specs']);
    expect(attributesOf('can you deliver it to Kep')).toEqual(['delivery']);
    expect(attributesOf('any scams to watch for')).toEqual(['tips']);
    expect(attributesOf('តើវាមានក្នុងស្តុកទេ?')).toEqual(['stock']);
    expect(attributesOf('is it suitable for kids')).toEqual(['suitability']);
    expect(attributesOf('what is the weather like in July')).toEqual(['best-time']);
    // A weight or a distance asked with "how much" / "ប៉ុន្មាន" is not a price.
    expect(attributesOf('how much does the liner weigh')).toEqual(['specs']);
    expect(attributesOf('តើវានៅឆ្ងាយពីភ្នំពេញប៉ុន្មានគីឡូម៉ែត្រ?')).toEqual(['distance']);
    expect(attributesOf('where can I rent a scooter')).toEqual(['around']);
    expect(attributesOf('can I book a room there')).toEqual(['booking', 'rooms']);
    expect(attributesOf('តើទៅដោយរបៀបណា ហើយចំណាយប៉ុន្មាន?')).toEqual(['getting-there', 'price']);
  });
  it('one’s own order, not the shop’s rules', () => {
    expect(isOwnOrderQuestion('where is my order?')).toBe(true);
    expect(isOwnOrderQuestion('my package has not arrived yet')).toBe(true);
    expect(isOwnOrderQuestion('status of CT-7KQ2M9')).toBe(true);
    expect(isOwnOrderQuestion('ការបញ្ជាទិញរបស់ខ្ញុំនៅឯណា?')).toBe(true);
    expect(isOwnOrderQuestion('Can I cancel my order?')).toBe(false);
    expect(isOwnOrderQuestion('I paid with KHQR but the order still says pending')).toBe(true);
    expect(RETURNS.test('can I return a tent if it is the wrong size')).toBe(true);
    expect(RETURNS.test('what time do I return from Bokor')).toBe(false);
    expect(isOwnOrderQuestion('How long does delivery take?')).toBe(false);
  });
  it('what no guide can know', () => {
    expect(unknowableOf('will it rain tomorrow in Kampot')).toBe('weather');
    expect(unknowableOf('ថ្ងៃស្អែកភ្លៀងទេនៅសៀមរាប?')).toBe('weather');
    expect(unknowableOf('cheap flights to Siem Reap')).toBe('flights');
    expect(unknowableOf('best beaches in Thailand')).toBe('abroad');
    expect(unknowableOf('what is the weather like in July')).toBeUndefined();
  });
});

describe('comparisons, weights, order changes and live questions', () => {
  it('"which is lighter" picks by weight, in both languages', () => {
    expect(pickOf('which of the two is lighter?')).toBe('lightest');
    expect(pickOf('and the heaviest one?')).toBe('heaviest');
    expect(pickOf('មួយណាស្រាលជាង?')).toBe('lightest');
  });
  it('reads a weight in grams from a spec value', () => {
    expect(gramsOf('2.1 kg')).toBe(2100);
    expect(gramsOf('850 g')).toBe(850);
    expect(gramsOf('២,១ គីឡូក្រាម')).toBe(2100);
    expect(gramsOf('46 x 16 cm')).toBeUndefined();
  });
  it('an order of the wrong colour or size is a return or change, in both languages', () => {
    for (const q of [
      'I ordered the wrong size, can I swap it?',
      'wrong colour on my order, can I change it',
      'ខ្ញុំកុម្ម៉ង់ខុសទំហំ អាចប្តូរបានទេ?',
    ])
      expect(RETURNS.test(q), q).toBe(true);
    expect(RETURNS.test('what colours does the tent come in?')).toBe(false);
  });
  it('today’s price, a running service today and Khmer "tomorrow" are unknowable', () => {
    expect(unknowableOf('is the bamboo train running today?')).toBe('live');
    expect(unknowableOf('how much is a tuk-tuk to the airport right now')).toBe('live');
    expect(unknowableOf('ស្អែកនៅកំពតភ្លៀងទេ?')).toBe('weather');
    expect(unknowableOf('ថ្ងៃនេះដុល្លារមួយដូរបានប៉ុន្មានរៀល?')).toBe('live');
    expect(unknowableOf('តើខ្ញុំអាចបង់ជាដុល្លារអាមេរិកបានទេ?')).toBeUndefined();
    expect(unknowableOf('how much is the Angkor pass')).toBeUndefined();
  });
});
