import type { Lang } from '@camtour/shared/constants';
import { chatUsd } from '@camtour/shared/domain/chat-planner';

/**
 * Every sentence the grounded answer is built from, in both languages. Facts come from the
 * arguments (our rows, the FAQ, the planner); these only join them.
 */
export const TEXT = {
  en: {
    hello:
      "Hello! I'm CamTour's tour guide. Ask me about places to visit, temples, hotels in Siem Reap, what a trip costs, or the gear in our shop.",
    thanks: "You're welcome! Ask me anything else about Cambodia or our shop.",
    bye: 'Goodbye, and enjoy Cambodia! I am here whenever you have another question.',
    unknown: "I don't know that one, and I'd rather not guess.",
    unknownShop: (what: string) => `I couldn't find ${what} in our shop.`,
    unknownPlace: "I couldn't find that place in our guide.",
    cannot:
      "I can't do that from here: I answer questions about Cambodia, our places, hotels and shop, but I can't book tickets or see forecasts abroad.",
    noHotelsIn: (province: string) =>
      `I don't have hotels in ${province} on CamTour: the hotels we list are in Siem Reap.`,
    morePlaces: (link: string) => `More places: ${link}`,
    allPlaces: 'all our places',
    whereIs: (name: string, category: string, province: string) =>
      `${name}: ${category} in ${province}.`,
    closest: 'Here is the closest I have:',
    helpWith:
      'I can help with places to visit, hotels in Siem Reap, trip costs and our outdoor gear.',
    faqMore: (link: string) => `More in our FAQ: ${link}`,
    inProvince: (category: string, province: string) => `${category} in ${province}.`,
    rating: (avg: string, n: number) =>
      `Rated ${avg} out of 5 by ${n} ${n === 1 ? 'traveller' : 'travellers'}.`,
    thingsToDo: 'Things to do there:',
    spend: (min: string, max: string) => `Typical spend on a visit: ${min} to ${max}.`,
    free: 'Entry is free.',
    gettingThere: (name: string) => `Getting to ${name}:`,
    noGettingThere: (name: string, province: string) =>
      `${name} is in ${province}. I don't have directions for it; its page shows it on the map.`,
    bestTime: (name: string) => `Best time to visit ${name}:`,
    noBestTime: (name: string) => `I don't have a best time to visit ${name}.`,
    pack: (name: string) => `What to bring to ${name}:`,
    noPack: (name: string) => `I don't have a packing list for ${name}.`,
    noHours: (name: string) =>
      `I don't have the opening hours of ${name}; check them at the entrance or with your guide.`,
    budget: 'Budget:',
    placesIn: (where: string) => `Popular places in ${where}:`,
    placesOfKind: 'Places you might like:',
    hotel: (type: string, stars: number, address: string) =>
      `A ${stars}-star ${type} at ${address}.`,
    hotelPrice: (min: string, max: string) => `Rooms from ${min} to ${max} a night.`,
    hotelsIntro: (where: string) => `Hotels in ${where} on CamTour:`,
    hotelsMore: (link: string) => `See them all: ${link}`,
    allHotels: 'all hotels',
    from: (price: string) => `from ${price}`,
    productsIntro: 'From our shop:',
    productsMore: (link: string) => `Browse the whole shop: ${link}`,
    shop: 'the shop',
    perNight: 'a night',
    quote: (days: number, nights: number, people: number, total: string) =>
      `A ${days}-day, ${nights}-night trip to Siem Reap for ${people} ${people === 1 ? 'person' : 'people'} costs about ${total} in our planner:`,
    quoteStyle: {
      budget: 'budget guesthouse and local food',
      mid: 'mid-range hotel and mixed dining',
      luxury: 'luxury hotel and fine dining',
    },
    quoteAssumes: (style: string, transport: string) =>
      `That assumes a ${style}, ${transport} to Siem Reap, tuk-tuks in town and the Angkor pass.`,
    quoteTransport: { bus_van: 'the bus', private_car: 'a private car', taxi: 'a taxi' },
    quoteLines: {
      transportation: 'Getting there and back',
      accommodation: 'Accommodation',
      dining: 'Food',
      temple_fees: 'Angkor pass',
      transport_in_siemreap: 'Tuk-tuks in town',
      special_interests: 'Extras',
    },
    quoteLonger: (days: number) =>
      `Our planner plans trips of up to 3 days, so this is the 3-day price; for ${days} days add about the daily costs of hotel, food and tuk-tuk.`,
    quotePlan: (link: string) => `Change any of it in the ${link}.`,
    planner: 'trip planner',
    planHint: (link: string) => `To cost a trip to Siem Reap, try our ${link}.`,
  },
  km: {
    hello:
      'សួស្តី! ខ្ញុំជាមគ្គុទ្ទេសក៍ទេសចរណ៍របស់ CamTour។ សួរខ្ញុំអំពីកន្លែងគួរទៅលេង ប្រាសាទ សណ្ឋាគារនៅសៀមរាប ថ្លៃដំណើរ ឬឧបករណ៍នៅក្នុងហាងរបស់យើង។',
    thanks: 'មិនអីទេ! សួរខ្ញុំអំពីកម្ពុជា ឬហាងរបស់យើងបន្ថែមទៀតបាន។',
    bye: 'លាហើយ សូមរីករាយនឹងដំណើរនៅកម្ពុជា! ខ្ញុំនៅទីនេះរាល់ពេលដែលអ្នកមានសំណួរ។',
    unknown: 'ខ្ញុំមិនដឹងរឿងនេះទេ ហើយខ្ញុំមិនចង់ទាយ។',
    unknownShop: (what: string) => `ខ្ញុំរកមិនឃើញ ${what} នៅក្នុងហាងរបស់យើងទេ។`,
    unknownPlace: 'ខ្ញុំរកមិនឃើញកន្លែងនោះនៅក្នុងមគ្គុទ្ទេសក៍របស់យើងទេ។',
    cannot:
      'ខ្ញុំមិនអាចធ្វើរឿងនោះពីទីនេះបានទេ៖ ខ្ញុំឆ្លើយសំណួរអំពីកម្ពុជា កន្លែងទេសចរណ៍ សណ្ឋាគារ និងហាងរបស់យើង ប៉ុន្តែខ្ញុំមិនអាចកក់សំបុត្រ ឬមើលការព្យាករណ៍អាកាសធាតុនៅបរទេសបានទេ។',
    noHotelsIn: (province: string) =>
      `ខ្ញុំមិនមានសណ្ឋាគារនៅ${province} នៅលើ CamTour ទេ៖ សណ្ឋាគារដែលយើងមាន គឺនៅសៀមរាប។`,
    morePlaces: (link: string) => `កន្លែងផ្សេងទៀត៖ ${link}`,
    allPlaces: 'កន្លែងទាំងអស់របស់យើង',
    whereIs: (name: string, category: string, province: string) =>
      `${name}៖ ${category} នៅ${province}។`,
    closest: 'នេះជាអ្វីដែលជិតបំផុតដែលខ្ញុំមាន៖',
    helpWith: 'ខ្ញុំអាចជួយអំពីកន្លែងគួរទៅលេង សណ្ឋាគារនៅសៀមរាប ថ្លៃដំណើរ និងឧបករណ៍ក្រៅផ្ទះរបស់យើង។',
    faqMore: (link: string) => `ព័ត៌មានបន្ថែមក្នុងសំណួរញឹកញាប់៖ ${link}`,
    inProvince: (category: string, province: string) => `${category} នៅ${province}។`,
    rating: (avg: string, n: number) => `ទទួលបានពិន្ទុ ${avg} លើ 5 ពីអ្នកធ្វើដំណើរ ${n} នាក់។`,
    thingsToDo: 'សកម្មភាពនៅទីនោះ៖',
    spend: (min: string, max: string) => `ចំណាយជាធម្មតាក្នុងមួយដង៖ ${min} ដល់ ${max}។`,
    free: 'ចូលទស្សនាដោយឥតគិតថ្លៃ។',
    gettingThere: (name: string) => `ការធ្វើដំណើរទៅ ${name}៖`,
    noGettingThere: (name: string, province: string) =>
      `${name} ស្ថិតនៅ${province}។ ខ្ញុំមិនមានព័ត៌មានផ្លូវទៅទីនោះទេ ប៉ុន្តែទំព័ររបស់វាបង្ហាញនៅលើផែនទី។`,
    bestTime: (name: string) => `ពេលល្អបំផុតដើម្បីទស្សនា ${name}៖`,
    noBestTime: (name: string) => `ខ្ញុំមិនមានព័ត៌មានពេលល្អបំផុតដើម្បីទស្សនា ${name} ទេ។`,
    pack: (name: string) => `អ្វីដែលគួរយកទៅ ${name}៖`,
    noPack: (name: string) => `ខ្ញុំមិនមានបញ្ជីរបស់ត្រូវយកទៅ ${name} ទេ។`,
    noHours: (name: string) => `ខ្ញុំមិនមានម៉ោងបើកទ្វាររបស់ ${name} ទេ សូមសួរនៅច្រកចូល ឬមគ្គុទ្ទេសក៍របស់អ្នក។`,
    budget: 'ថវិកា៖',
    placesIn: (where: string) => `កន្លែងពេញនិយមនៅ${where}៖`,
    placesOfKind: 'កន្លែងដែលអ្នកប្រហែលជាចូលចិត្ត៖',
    hotel: (type: string, stars: number, address: string) => `${type} ${stars} ផ្កាយ នៅ ${address}។`,
    hotelPrice: (min: string, max: string) => `បន្ទប់ចាប់ពី ${min} ដល់ ${max} ក្នុងមួយយប់។`,
    hotelsIntro: (where: string) => `សណ្ឋាគារនៅ${where} នៅលើ CamTour៖`,
    hotelsMore: (link: string) => `មើលទាំងអស់៖ ${link}`,
    allHotels: 'សណ្ឋាគារទាំងអស់',
    from: (price: string) => `ចាប់ពី ${price}`,
    productsIntro: 'ពីហាងរបស់យើង៖',
    productsMore: (link: string) => `មើលហាងទាំងមូល៖ ${link}`,
    shop: 'ហាង',
    perNight: 'ក្នុងមួយយប់',
    quote: (days: number, nights: number, people: number, total: string) =>
      `ដំណើរ ${days} ថ្ងៃ ${nights} យប់ ទៅសៀមរាបសម្រាប់ ${people} នាក់ ចំណាយប្រហែល ${total} តាមកម្មវិធីរៀបចំដំណើររបស់យើង៖`,
    quoteStyle: {
      budget: 'ផ្ទះសំណាក់តម្លៃថោក និងម្ហូបក្នុងស្រុក',
      mid: 'សណ្ឋាគារកម្រិតមធ្យម និងម្ហូបចម្រុះ',
      luxury: 'សណ្ឋាគារប្រណីត និងភោជនីយដ្ឋានលំដាប់ខ្ពស់',
    },
    quoteAssumes: (style: string, transport: string) =>
      `តម្លៃនេះគិតលើ${style} ការធ្វើដំណើរទៅសៀមរាបដោយ${transport} តុកតុកក្នុងក្រុង និងសំបុត្រអង្គរ។`,
    quoteTransport: { bus_van: 'ឡានក្រុង', private_car: 'ឡានឯកជន', taxi: 'តាក់ស៊ី' },
    quoteLines: {
      transportation: 'ការធ្វើដំណើរទៅមក',
      accommodation: 'កន្លែងស្នាក់នៅ',
      dining: 'អាហារ',
      temple_fees: 'សំបុត្រអង្គរ',
      transport_in_siemreap: 'តុកតុកក្នុងក្រុង',
      special_interests: 'សកម្មភាពបន្ថែម',
    },
    quoteLonger: (days: number) =>
      `កម្មវិធីរៀបចំដំណើររបស់យើងរៀបចំដំណើររហូតដល់ 3 ថ្ងៃ ដូច្នេះនេះជាតម្លៃ 3 ថ្ងៃ។ សម្រាប់ ${days} ថ្ងៃ សូមបន្ថែមថ្លៃសណ្ឋាគារ អាហារ និងតុកតុកប្រចាំថ្ងៃ។`,
    quotePlan: (link: string) => `កែប្រែបានតាមចិត្តនៅក្នុង ${link}។`,
    planner: 'កម្មវិធីរៀបចំដំណើរ',
    planHint: (link: string) => `ដើម្បីគណនាថ្លៃដំណើរទៅសៀមរាប សូមសាកល្បង ${link} របស់យើង។`,
  },
} as const;

export type Text = (typeof TEXT)[Lang];

/** A link in the message format of domain/chat-text.ts; labels never hold brackets. */
export const mdLink = (label: string, href: string) => `[${label.replace(/[[\]]/g, '')}](${href})`;

export const usd = (cents: number) => chatUsd(cents / 100);

const rielFormat = new Intl.NumberFormat('en-US');
export const riel = (amount: number) => `${rielFormat.format(amount)} ៛`;
