import type { Lang } from '../constants';
import {
  CHAT_QUICK_SHOWN,
  CHAT_SUGGESTIONS_PER_LOCATION,
  type ChatbotLocation,
} from '../schemas/chatbot';

interface Bilingual {
  en: string;
  km: string;
}

/**
 * The 20 quick questions of document 1 §9 (4 are shown at a time). Each is one the bot answers
 * from our own data; chatbot-eval checks that.
 */
export const QUICK_QUESTIONS: readonly Bilingual[] = [
  { en: 'What are the must-see temples in Siem Reap?', km: 'តើប្រាសាទណាខ្លះមិនគួររំលងនៅសៀមរាប?' },
  { en: 'How much is the Angkor temple pass?', km: 'តើសំបុត្រចូលទស្សនាអង្គរថ្លៃប៉ុន្មាន?' },
  { en: 'What time does Angkor Wat open?', km: 'តើអង្គរវត្តបើកម៉ោងប៉ុន្មាន?' },
  { en: 'How much for 3 days in Siem Reap?', km: 'ដំណើរ 3 ថ្ងៃនៅសៀមរាបអស់ប៉ុន្មាន?' },
  { en: 'What is the best time to visit Cambodia?', km: 'តើពេលណាល្អបំផុតសម្រាប់ទស្សនាកម្ពុជា?' },
  { en: 'Do I need a visa for Cambodia?', km: 'តើខ្ញុំត្រូវការទិដ្ឋាការដើម្បីមកកម្ពុជាទេ?' },
  { en: 'What should I wear to the temples?', km: 'តើគួរស្លៀកពាក់យ៉ាងណាពេលទៅប្រាសាទ?' },
  { en: 'How do I get from Phnom Penh to Siem Reap?', km: 'តើធ្វើដំណើរពីភ្នំពេញទៅសៀមរាបដោយរបៀបណា?' },
  { en: 'Can I pay with US dollars?', km: 'តើខ្ញុំអាចបង់ជាដុល្លារអាមេរិកបានទេ?' },
  { en: 'What food should I try in Cambodia?', km: 'តើគួរភ្លក់ម្ហូបអ្វីខ្លះនៅកម្ពុជា?' },
  { en: 'Is Cambodia safe for tourists?', km: 'តើកម្ពុជាមានសុវត្ថិភាពសម្រាប់ភ្ញៀវទេសចរទេ?' },
  { en: 'How much is a tuk-tuk ride?', km: 'តើជិះតុកតុកថ្លៃប៉ុន្មាន?' },
  { en: 'Which hotels do you recommend in Siem Reap?', km: 'តើសណ្ឋាគារណាដែលអ្នកណែនាំនៅសៀមរាប?' },
  { en: 'What should I pack for a trek?', km: 'តើគួរវេចខ្ចប់អ្វីខ្លះសម្រាប់ការដើរព្រៃ?' },
  { en: 'Do you sell tents?', km: 'តើអ្នកលក់តង់ទេ?' },
  { en: 'How long does delivery take?', km: 'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មានថ្ងៃ?' },
  { en: 'How do I pay with Bakong KHQR?', km: 'តើបង់ប្រាក់តាម Bakong KHQR ដោយរបៀបណា?' },
  { en: 'Can I cancel my order?', km: 'តើខ្ញុំអាចលុបចោលការបញ្ជាទិញបានទេ?' },
  { en: 'Where can I go hiking in Cambodia?', km: 'តើអាចទៅដើរឡើងភ្នំនៅកន្លែងណាខ្លះក្នុងកម្ពុជា?' },
  { en: 'What can I do in Battambang?', km: 'តើមានអ្វីធ្វើនៅបាត់ដំបង?' },
];

/** Four suggestions for each city context of document 1 §4. */
export const LOCATION_SUGGESTIONS: Readonly<Record<ChatbotLocation, readonly Bilingual[]>> = {
  phnom_penh: [
    { en: 'What should I see in Phnom Penh?', km: 'តើគួរទៅមើលអ្វីខ្លះនៅភ្នំពេញ?' },
    { en: 'Tell me about the Royal Palace', km: 'ប្រាប់ខ្ញុំអំពីព្រះបរមរាជវាំង' },
    { en: 'How do I get from Phnom Penh to Siem Reap?', km: 'តើធ្វើដំណើរពីភ្នំពេញទៅសៀមរាបដោយរបៀបណា?' },
    { en: 'Do you deliver in Phnom Penh?', km: 'តើអ្នកដឹកជញ្ជូននៅភ្នំពេញទេ?' },
  ],
  siem_reap: [
    { en: 'Tell me about Angkor Wat', km: 'ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត' },
    { en: 'How much for 3 days in Siem Reap?', km: 'ដំណើរ 3 ថ្ងៃនៅសៀមរាបអស់ប៉ុន្មាន?' },
    { en: 'Which hotels do you recommend in Siem Reap?', km: 'តើសណ្ឋាគារណាដែលអ្នកណែនាំនៅសៀមរាប?' },
    { en: 'How much is the Angkor temple pass?', km: 'តើសំបុត្រចូលទស្សនាអង្គរថ្លៃប៉ុន្មាន?' },
  ],
  battambang: [
    { en: 'What can I do in Battambang?', km: 'តើមានអ្វីធ្វើនៅបាត់ដំបង?' },
    { en: 'Tell me about the bamboo train', km: 'ប្រាប់ខ្ញុំអំពីរថភ្លើងឫស្សី (ណូរី)' },
    { en: 'Where are the bat caves of Phnom Sampeau?', km: 'តើល្អាងប្រចៀវភ្នំសំពៅនៅឯណា?' },
    { en: 'How do I get to Battambang?', km: 'តើធ្វើដំណើរទៅបាត់ដំបងដោយរបៀបណា?' },
  ],
};

/**
 * Four of the 20 quick questions. `seed` picks a rotation (the page passes a number chosen once
 * per visit); the same seed gives the same four, so a test can name them.
 */
export function quickQuestions(lang: Lang, seed = 0): string[] {
  const n = QUICK_QUESTIONS.length;
  const whole = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  const start = ((whole % n) + n) % n;
  const out: string[] = [];
  for (let i = 0; i < CHAT_QUICK_SHOWN; i += 1) {
    // A stride of 5 spreads the four over the list (temples, money, shop, ...).
    out.push(QUICK_QUESTIONS[(start + i * 5) % n]![lang]);
  }
  return out;
}

/** The suggestions of a city context, or four quick questions when there is none. */
export function suggestionsFor(
  location: ChatbotLocation | null | undefined,
  lang: Lang,
  seed = 0,
): string[] {
  if (!location) return quickQuestions(lang, seed);
  return LOCATION_SUGGESTIONS[location]
    .slice(0, CHAT_SUGGESTIONS_PER_LOCATION)
    .map((s) => s[lang]);
}

export const CHATBOT_LOCATION_NAMES: Readonly<Record<ChatbotLocation, Bilingual>> = {
  phnom_penh: { en: 'Phnom Penh', km: 'ភ្នំពេញ' },
  siem_reap: { en: 'Siem Reap', km: 'សៀមរាប' },
  battambang: { en: 'Battambang', km: 'បាត់ដំបង' },
};
