import { describe, expect, it } from 'vitest';
import {
  maxNightlyCents,
  aspectOf,
  CANNOT_DO,
  greetingKind,
  HOTEL_CUE,
  isFollowUp,
  parsePlannerQuestion,
  placeKindsOf,
  SHOP_CUE,
  westernDigits,
} from './intent';

/** The cues are tested as the service uses them: on lower-cased text. */
const cue = (re: RegExp, text: string) => re.test(text.toLowerCase());

describe('westernDigits', () => {
  it('turns every Khmer digit into its Western digit and leaves the rest', () => {
    expect(westernDigits('០១២៣៤៥៦៧៨៩')).toBe('0123456789');
    expect(westernDigits('ដំណើរ ៣ ថ្ងៃ for 2')).toBe('ដំណើរ 3 ថ្ងៃ for 2');
  });
});

describe('parsePlannerQuestion', () => {
  it.each([
    ['how much for 3 days in Siem Reap', { days: 3, asksPrice: true }],
    ['budget for 2 people 2 nights', { nights: 2, partySize: 2, style: 'budget', asksPrice: true }],
    ['ដំណើរ ៣ ថ្ងៃ សម្រាប់ ២ នាក់ លុយប៉ុន្មាន', { days: 3, partySize: 2, asksPrice: true }],
    ['ដំណើរ 3 ថ្ងៃនៅសៀមរាបអស់ប៉ុន្មាន?', { days: 3, asksPrice: true }],
    ['ដំណើរបីថ្ងៃ អស់ប៉ុន្មាន', { days: 3, asksPrice: true }],
    ['how much for three days for two people', { days: 3, partySize: 2, asksPrice: true }],
    ['three-day trip cost', { days: 3, asksPrice: true }],
    ['how much is a 2-day trip for four people', { days: 2, partySize: 4, asksPrice: true }],
    ['how much for a day', { days: 1, asksPrice: true }],
    ['luxury trip for a couple, how much?', { partySize: 2, style: 'luxury', asksPrice: true }],
    ['my wife and I want a 2 day trip price', { days: 2, partySize: 2, asksPrice: true }],
    [
      'I am travelling solo for 2 days, budget?',
      { days: 2, partySize: 1, style: 'budget', asksPrice: true },
    ],
    ['a 5 star holiday how much', { style: 'luxury', asksPrice: true }],
    ['cost of weekend trip', { asksPrice: true }],
  ])('reads %j as a trip quote', (text, expected) => {
    expect(parsePlannerQuestion(text)).toEqual(expected);
  });

  it('keeps numbers as said (clamping is the quote\u2019s job)', () => {
    expect(parsePlannerQuestion('price for 10 days in siem reap')).toEqual({
      days: 10,
      asksPrice: true,
    });
  });

  it('reads a party or a length without a price as not asking one ("and for 2 people?")', () => {
    expect(parsePlannerQuestion('and for 2 people?')).toEqual({ partySize: 2, asksPrice: false });
    expect(parsePlannerQuestion('we are 4 adults')).toEqual({ partySize: 4, asksPrice: false });
  });

  it.each([
    'how long does delivery take',
    'How long does delivery take?',
    'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មានថ្ងៃ?',
    'delivery in 3 days?',
  ])('does not ask a trip price for the delivery question %j', (text) => {
    expect(parsePlannerQuestion(text)?.asksPrice ?? false).toBe(false);
  });

  it.each([
    'cheap place to stay',
    'What is the cheapest hotel?',
    'How much is a tuk-tuk ride?',
    'How much is the Angkor temple pass?',
    'what is the best time to visit',
    'how many days do I need at angkor',
    'Hello how much',
    'ថ្លៃប៉ុន្មាន',
  ])('is not a trip question: %j', (text) => {
    expect(parsePlannerQuestion(text)).toBeUndefined();
  });

  it.each([
    'How much is a 3-day Angkor pass?',
    'how much does a 7 day pass cost',
    'តើសំបុត្រ ៣ ថ្ងៃថ្លៃប៉ុន្មាន?',
  ])('a multi-day temple pass price is not a trip quote: %j', (text) => {
    expect(parsePlannerQuestion(text)?.asksPrice ?? false).toBe(false);
  });

  it('a 30-day visa price is not a trip quote', () => {
    expect(parsePlannerQuestion('how much is the e-visa for 30 days')?.asksPrice ?? false).toBe(
      false,
    );
  });

  it('"hours a day" is not a 1-day trip', () => {
    expect(parsePlannerQuestion('How many hours a day is Angkor Wat open?')?.days).toBeUndefined();
  });

  it('reads Khmer compound numbers whole (ប្រាំពីរ is 7, ប្រាំមួយ is 6)', () => {
    expect(parsePlannerQuestion('ដំណើរ ប្រាំពីរថ្ងៃ អស់ប៉ុន្មាន')?.days).toBe(7);
    expect(parsePlannerQuestion('ដំណើរ ៣ ថ្ងៃ សម្រាប់ ប្រាំមួយនាក់ អស់ប៉ុន្មាន')?.partySize).toBe(6);
  });

  it('a word ending in "day"/"night" before the count does not hide it', () => {
    expect(parsePlannerQuestion('how much is a holiday for 3 days')?.days).toBe(3);
    expect(parsePlannerQuestion('today, how much for 3 days')).toEqual({
      days: 3,
      asksPrice: true,
    });
    expect(parsePlannerQuestion('tonight, how much for 2 nights')).toEqual({
      nights: 2,
      asksPrice: true,
    });
  });
});

describe('aspectOf', () => {
  it.each([
    ['Where is Angkor Wat?', 'where'],
    ['where are the bat caves', 'where'],
    ['តើអង្គរវត្តនៅឯណា', 'where'],
    ['how do I get there', 'getting-there'],
    ['how far is it from Phnom Penh', 'getting-there'],
    ['តើធ្វើដំណើរទៅបាត់ដំបងដោយរបៀបណា?', 'getting-there'],
    ['what time does it open', 'hours'],
    ['Opening hours of the Royal Palace', 'hours'],
    ['តើអង្គរវត្តបើកម៉ោងប៉ុន្មាន?', 'hours'],
    ['best time to visit', 'best-time'],
    ['ពេលណាល្អទៅ', 'best-time'],
    ['what should I bring', 'pack'],
    ['what to wear', 'pack'],
    ['តើគួរស្លៀកពាក់យ៉ាងណា', 'pack'],
    ['how much is the ticket', 'price'],
    ['entrance fee', 'price'],
    ['សំបុត្រថ្លៃប៉ុន្មាន', 'price'],
    ['things to do in Battambang', 'activities'],
    ['តើមានអ្វីធ្វើនៅបាត់ដំបង?', 'activities'],
    ['tell me about Angkor', 'general'],
    ['ប្រាប់ខ្ញុំអំពីអង្គរវត្ត', 'general'],
  ] as const)('%j asks %s', (text, aspect) => {
    expect(aspectOf(text)).toBe(aspect);
  });

  it('reads whole words only ("opener" is not "open")', () => {
    expect(aspectOf('bottle opener')).toBe('general');
  });
});

describe('isFollowUp', () => {
  it.each([
    'and how do I get there?',
    'what about it',
    'What about Battambang?',
    'Is it open today?',
    'Okay, and the price?',
    'which one is the cheapest?',
    'ចុះទីនោះ?',
    'ហើយតម្លៃ?',
    'តើវាបើកម៉ោងប៉ុន្មាន',
  ])('%j leans on the question before', (text) => {
    expect(isFollowUp(text)).toBe(true);
  });

  it.each([
    'Where is Angkor Wat?',
    'Tell me about the Royal Palace',
    'How much is a tuk-tuk?',
    'andrew',
    'thereafter',
    'Do you sell tents?',
    'សួស្តី',
  ])('%j stands on its own', (text) => {
    expect(isFollowUp(text)).toBe(false);
  });
});

describe('greetingKind', () => {
  it.each(['hi', 'Hello!', 'good morning', 'hello there', 'សួស្តី', 'ជំរាបសួរ បាទ'])(
    '%j is a hello',
    (text) => {
      expect(greetingKind(text)).toBe('hello');
    },
  );

  it.each(['thanks', 'Thank you so much', 'Thanks bot', 'thx', 'ty', 'អរគុណ', 'អរគុណច្រើន'])(
    '%j is a thank-you',
    (text) => {
      expect(greetingKind(text)).toBe('thanks');
    },
  );

  it.each([
    '',
    '!!!',
    'hi, how much is the pass',
    'thanks, where is angkor',
    'hi hi hi hi hi hi hi',
    'សួស្តី តើអង្គរវត្តនៅឯណា',
  ])('%j is not only a greeting', (text) => {
    expect(greetingKind(text)).toBeUndefined();
  });
});

describe('SHOP_CUE', () => {
  it.each([
    'Do you sell tents?',
    'can I buy a backpack',
    'is it in stock',
    'tell me about the store',
    'តើអ្នកលក់តង់ទេ?',
    'ខ្ញុំចង់ទិញកាបូប',
  ])('%j is about the shop', (text) => {
    expect(cue(SHOP_CUE, text)).toBe(true);
  });

  it.each(['orderly', 'I want to reorder', 'Where is Angkor Wat?'])('%j is not', (text) => {
    expect(cue(SHOP_CUE, text)).toBe(false);
  });
});

describe('HOTEL_CUE', () => {
  it.each([
    'cheap place to stay',
    'Which hotels do you recommend in Siem Reap?',
    'a hostel',
    'homestay',
    'តើសណ្ឋាគារណាដែលអ្នកណែនាំ',
    'សណ្ឋគារ',
  ])('%j is about where to stay', (text) => {
    expect(cue(HOTEL_CUE, text)).toBe(true);
  });

  it.each(['classroom', 'hotelier', 'bathroom', 'Where is Angkor Wat?'])('%j is not', (text) => {
    expect(cue(HOTEL_CUE, text)).toBe(false);
  });
});

describe('CANNOT_DO', () => {
  it.each([
    'Book my flight to Bangkok',
    'can you book me a flight',
    'reserve a bus ticket',
    'buy train tickets for me',
    'what is the weather tomorrow',
    'weather forecast in paris',
    'កក់សំបុត្រយន្តហោះ',
    'ព្យាករណ៍អាកាសធាតុ',
  ])('%j is something the bot cannot do', (text) => {
    expect(cue(CANNOT_DO, text)).toBe(true);
  });

  it.each([
    'Do I need a visa for Cambodia?',
    'weather in cambodia in april',
    'book a hotel',
    'What is the best time to visit?',
  ])('%j is a question it answers', (text) => {
    expect(cue(CANNOT_DO, text)).toBe(false);
  });

  it.each(['How do I get a visa for Cambodia?', 'Can I get a visa on arrival?'])(
    'asking how to get a visa is a question, not a request to do it: %j',
    (text) => {
      expect(cue(CANNOT_DO, text)).toBe(false);
    },
  );
});

describe('placeKindsOf', () => {
  it.each([
    ['Where can I go hiking in Cambodia?', ['mountains', 'nature']],
    ['waterfalls near Siem Reap', ['waterfalls']],
    ['beaches', ['beaches']],
    ['temples and ruins', ['temples']],
    ['elephants', ['wildlife']],
    ['markets and shopping', ['markets']],
    ['museum history', ['museums']],
    ['nightlife bars', ['nightlife']],
    ['caves', ['caves']],
    ['boat trip on the lake', ['lakes-rivers']],
    ['stilt villages', ['villages']],
    ['ទឹកធ្លាក់', ['waterfalls']],
    ['ឆ្នេរ', ['beaches']],
    ['ប្រាសាទ', ['temples']],
    ['ដំរី', ['wildlife']],
    ['ល្អាង', ['caves']],
  ])('%j → %j', (text, kinds) => {
    expect(placeKindsOf(text)).toEqual(kinds);
  });

  it('names each kind once, for every kind the question names', () => {
    expect(placeKindsOf('bars and temples and a boat').sort()).toEqual(
      ['lakes-rivers', 'nightlife', 'temples'].sort(),
    );
    expect(placeKindsOf('hiking, trekking and camping in the mountains')).toEqual([
      'mountains',
      'nature',
    ]);
  });

  it('finds nothing in a question about no kind of place, nor inside other words', () => {
    expect(placeKindsOf('hello')).toEqual([]);
    expect(placeKindsOf('barbecue')).toEqual([]);
    expect(placeKindsOf('the beachfront')).toEqual([]);
  });
});

describe('the most a night may cost', () => {
  it('reads "max 60 dollars", "under $45", "80 dollars max" and Khmer "ក្រោម ៥០ ដុល្លារ"', () => {
    expect(maxNightlyCents('a hotel with a pool, max 60 dollars a night')).toBe(6000);
    expect(maxNightlyCents('something under $45')).toBe(4500);
    expect(maxNightlyCents('80 dollars max')).toBe(8000);
    expect(maxNightlyCents('សណ្ឋាគារក្រោម ៥០ ដុល្លារ')).toBe(5000);
  });
  it('a number of something else is no price', () => {
    expect(maxNightlyCents('under 2 km from Pub Street')).toBeUndefined();
    expect(maxNightlyCents('a room for up to 4 people')).toBeUndefined();
    expect(maxNightlyCents('three nights in a 4-star hotel')).toBeUndefined();
  });
});
