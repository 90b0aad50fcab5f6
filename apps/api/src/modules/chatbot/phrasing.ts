import type { Lang } from '@camtour/shared/constants';

/** An activity's difficulty as the guide says it. */
const DIFFICULTY: Record<Lang, Record<string, string>> = {
  en: { easy: 'easy', moderate: 'moderate', hard: 'hard', challenging: 'challenging' },
  km: { easy: 'ស្រួល', moderate: 'មធ្យម', hard: 'ពិបាក', challenging: 'ពិបាក' },
};

/**
 * The sentences of the tour guide's newer answers (follow-ups, attributes, orders, honesty), in
 * both languages. Facts come from the arguments; these only join them.
 */
export const PHRASES = {
  en: {
    whichOne: 'Which one do you mean?',
    distance: (name: string, km: string, from: string) =>
      `${name} is about ${km} km from ${from} as the crow flies; by road it is further.`,
    roadNote: 'How to get there:',
    noAttr: (name: string) =>
      `I don't have that detail for ${name}; its page has everything we know:`,
    tips: (name: string) => `Tips for ${name}:`,
    greeting: 'Greeting:',
    scamsMore: (link: string) => `Staying safe and avoiding scams: ${link}`,
    facilities: (name: string) => `At ${name}:`,
    meals: 'Meals:',
    rooms: (name: string) => `Rooms at ${name}:`,
    room: (title: string, min: string, max: string, guests: number) =>
      `${title}: ${min} to ${max} a night, up to ${guests} ${guests === 1 ? 'guest' : 'guests'}`,
    nearby: 'Nearby:',
    kmAway: (km: string) => `${km} km`,
    address: (name: string, address: string) => `${name} is at ${address}.`,
    specs: (name: string) => `${name}, specifications:`,
    inStock: (name: string, n: number) => `${name} is in stock (${n} left).`,
    soldOut: (name: string) => `${name} is sold out at the moment.`,
    was: (price: string) => `(was ${price})`,
    deliveryPP:
      'To Phnom Penh: our own delivery, US$1, the same day (about 2 to 6 hours), paid cash on delivery.',
    deliveryProvince: (province: string) =>
      `To ${province}: J&T Express (1 to 3 business days) or Virak Buntham Express (1 to 2 business days), US$2 either way, paid by Bakong KHQR.`,
    deliveryAll:
      'Phnom Penh: same day, US$1, cash on delivery. Every other province: J&T Express (1 to 3 business days) or Virak Buntham Express (1 to 2 business days), US$2, paid by Bakong KHQR.',
    deliveryAbroad: "I can't deliver outside Cambodia: we ship only within Cambodia.",
    orderLookup:
      "I can't see orders from this chat, so I can't tell you where yours is. Here is how to look it up:",
    orderSteps: [
      'Open the link in your order confirmation e-mail: it shows the status, from Pending to Delivered.',
      'With an account, all your orders are in My orders.',
      'Ordered as a guest? Use Find my order on the My orders page with the order number (it starts with CT-) and your e-mail.',
    ],
    myOrders: 'My orders',
    notCovered: (province: string) =>
      `I don't have a planner price for ${province}: our trip planner prices trips to Siem Reap only, so I won't give you a Siem Reap number for it.`,
    whatWeKnow: (province: string) => `What our guide knows about ${province}:`,
    spendAt: (name: string, min: string, max: string) =>
      `${name}: typically ${min} to ${max} a visit`,
    freeAt: (name: string) => `${name}: free to visit`,
    budgetThere: (text: string) => `Daily budget: ${text}`,
    noData: (province: string) => `I don't have places in ${province} in our guide yet.`,
    unknowable: {
      weather:
        "I can't see weather forecasts, so I don't know tomorrow's weather. What I can tell you is the usual weather by season:",
      flights:
        "I can't see flights, timetables or fares, and I can't book them. For getting around Cambodia by road, here is what we know:",
      live: "I don't know what is happening right now (crowds, queues, today's rates); I only know what our guide holds.",
      abroad:
        "I don't know places outside Cambodia: our guide covers Cambodia only. Here is where to start inside it:",
    },
    seasons: 'Best time to visit Cambodia',
    faqPage: 'Questions travellers ask us',
    pickNone: "I couldn't tell which of them you mean.",
    hotelsNear: (place: string) => `Our hotels nearest ${place}:`,
    hotelsWith: 'Our hotels that have it, cheapest first:',
    noHotelMatches:
      'None of our hotels has all of that. Our hotels page lets you filter by price, type and services:',
    returns:
      "I don't have a returns policy I can quote here. While an order is still Pending you can cancel it yourself; once it is being processed, write to us (the address is on the About page) and we will see what we can do.",
    aboutUs: 'Contact us',
    paidButPending:
      'If money has left your account but the order is not confirmed, do not pay again: e-mail us the time and amount of the payment.',
    suitability: (name: string) => `Who ${name} suits, by its activities:`,
    activityFit: (
      name: string,
      difficulty: string,
      hours: string,
      max: number | null,
      price: string,
    ) =>
      `${name}: ${DIFFICULTY.en[difficulty] ?? difficulty}, about ${hours} h${max ? `, groups of up to ${max}` : ''}, ${price}`,
    needs: 'You need:',
    included: 'Included:',
    noActivities: (name: string) =>
      `I don't have guided activities for ${name}; its page tells what the visit is like:`,
    hotelNear: (hotel: string, km: string, price: string) =>
      `${hotel}: ${km} km away, from ${price} a night`,
    provinceBestTime: (province: string) => `Best time for ${province}:`,
    gettingAround: (where: string) => `Getting around ${where}:`,
    packFor: (where: string) => `What to bring to ${where}:`,
    closestIs: (name: string) => `Of these, ${name} is the closest.`,
    provinceApart: (a: string, b: string, km: string) =>
      `${a} and ${b} are about ${km} km apart as the crow flies; by road it is further.`,
    morePlaces: (link: string) => `Places there: ${link}`,
    fromGuide: (name: string) => `What our guide says about ${name}:`,
    fromPage: (name: string) => `From the page of ${name}:`,
    describedBy: 'From our guide, the places that match:',
    dearestIs: 'The most expensive of its kind in our shop:',
    cheapestIs: 'The cheapest of its kind in our shop:',
    thenComes: 'Then:',
    noKindIn: (province: string) =>
      `I have no places of that kind in ${province}; these are its most visited:`,
  },
  km: {
    whichOne: 'តើអ្នកចង់និយាយអំពីមួយណា?',
    distance: (name: string, km: string, from: string) =>
      `${name} ស្ថិតនៅចម្ងាយប្រហែល ${km} គីឡូម៉ែត្រពី${from} (បន្ទាត់ត្រង់) តាមផ្លូវគោកឆ្ងាយជាងនេះ។`,
    roadNote: 'របៀបធ្វើដំណើរទៅ៖',
    noAttr: (name: string) => `ខ្ញុំមិនមានព័ត៌មាននោះសម្រាប់ ${name} ទេ ទំព័ររបស់វាមានអ្វីៗដែលយើងដឹង៖`,
    tips: (name: string) => `គន្លឹះសម្រាប់ ${name}៖`,
    greeting: 'ការស្វាគមន៍៖',
    scamsMore: (link: string) => `សុវត្ថិភាព និងការជៀសវាងការបោកប្រាស់៖ ${link}`,
    facilities: (name: string) => `នៅ ${name}៖`,
    meals: 'អាហារ៖',
    rooms: (name: string) => `បន្ទប់នៅ ${name}៖`,
    room: (title: string, min: string, max: string, guests: number) =>
      `${title}៖ ${min} ដល់ ${max} ក្នុងមួយយប់ សម្រាប់ភ្ញៀវរហូតដល់ ${guests} នាក់`,
    nearby: 'នៅជិត៖',
    kmAway: (km: string) => `${km} គីឡូម៉ែត្រ`,
    address: (name: string, address: string) => `${name} ស្ថិតនៅ ${address}។`,
    specs: (name: string) => `${name} លក្ខណៈបច្ចេកទេស៖`,
    inStock: (name: string, n: number) => `${name} មានក្នុងស្តុក (នៅសល់ ${n})។`,
    soldOut: (name: string) => `${name} អស់ពីស្តុកនៅពេលនេះ។`,
    was: (price: string) => `(តម្លៃដើម ${price})`,
    deliveryPP:
      'ទៅភ្នំពេញ៖ ការដឹកជញ្ជូនផ្ទាល់របស់យើង 1 ដុល្លារ មកដល់ក្នុងថ្ងៃតែមួយ (ប្រហែល 2 ទៅ 6 ម៉ោង) បង់ប្រាក់ពេលទទួលទំនិញ។',
    deliveryProvince: (province: string) =>
      `ទៅ ${province}៖ J&T Express (1 ទៅ 3 ថ្ងៃធ្វើការ) ឬ Virak Buntham Express (1 ទៅ 2 ថ្ងៃធ្វើការ) តម្លៃ 2 ដុល្លារ បង់តាម Bakong KHQR។`,
    deliveryAll:
      'ភ្នំពេញ៖ ក្នុងថ្ងៃតែមួយ 1 ដុល្លារ បង់ពេលទទួលទំនិញ។ ខេត្តផ្សេងទៀត៖ J&T Express (1 ទៅ 3 ថ្ងៃធ្វើការ) ឬ Virak Buntham Express (1 ទៅ 2 ថ្ងៃធ្វើការ) 2 ដុល្លារ បង់តាម Bakong KHQR។',
    deliveryAbroad: 'ខ្ញុំមិនអាចដឹកជញ្ជូនទៅក្រៅប្រទេសកម្ពុជាបានទេ៖ យើងដឹកតែក្នុងប្រទេសប៉ុណ្ណោះ។',
    orderLookup:
      'ខ្ញុំមិនអាចមើលឃើញការបញ្ជាទិញពីការជជែកនេះទេ ដូច្នេះខ្ញុំមិនអាចប្រាប់ថាការបញ្ជាទិញរបស់អ្នកនៅឯណាទេ។ នេះជារបៀបរកមើលវា៖',
    orderSteps: [
      'បើកតំណក្នុងអ៊ីមែលបញ្ជាក់ការបញ្ជាទិញ៖ វាបង្ហាញស្ថានភាព ចាប់ពី «កំពុងរង់ចាំ» រហូតដល់ «បានដឹកដល់»។',
      'បើអ្នកមានគណនី ការបញ្ជាទិញទាំងអស់មាននៅក្នុង «ការបញ្ជាទិញរបស់ខ្ញុំ»។',
      'បើបានបញ្ជាទិញជាភ្ញៀវ សូមប្រើ «ស្វែងរកការបញ្ជាទិញរបស់ខ្ញុំ» ដោយបញ្ចូលលេខការបញ្ជាទិញ (ចាប់ផ្តើមដោយ CT-) និងអ៊ីមែលរបស់អ្នក។',
    ],
    myOrders: 'ការបញ្ជាទិញរបស់ខ្ញុំ',
    notCovered: (province: string) =>
      `ខ្ញុំមិនមានតម្លៃពីកម្មវិធីរៀបចំដំណើរសម្រាប់ ${province} ទេ៖ កម្មវិធីរៀបចំដំណើររបស់យើងគណនាតែដំណើរទៅសៀមរាបប៉ុណ្ណោះ ដូច្នេះខ្ញុំមិនផ្តល់តម្លៃសៀមរាបជំនួសទេ។`,
    whatWeKnow: (province: string) => `អ្វីដែលមគ្គុទ្ទេសក៍របស់យើងដឹងអំពី ${province}៖`,
    spendAt: (name: string, min: string, max: string) =>
      `${name}៖ ជាធម្មតា ${min} ដល់ ${max} ក្នុងមួយដង`,
    freeAt: (name: string) => `${name}៖ ចូលទស្សនាដោយឥតគិតថ្លៃ`,
    budgetThere: (text: string) => `ថវិកាប្រចាំថ្ងៃ៖ ${text}`,
    noData: (province: string) => `ខ្ញុំមិនទាន់មានកន្លែងនៅ ${province} ក្នុងមគ្គុទ្ទេសក៍របស់យើងទេ។`,
    unknowable: {
      weather:
        'ខ្ញុំមិនអាចមើលការព្យាករណ៍អាកាសធាតុបានទេ ដូច្នេះខ្ញុំមិនដឹងអាកាសធាតុថ្ងៃស្អែកទេ។ អ្វីដែលខ្ញុំអាចប្រាប់បាន គឺអាកាសធាតុធម្មតាតាមរដូវ៖',
      flights:
        'ខ្ញុំមិនអាចមើលជើងហោះហើរ កាលវិភាគ ឬតម្លៃសំបុត្រយន្តហោះបានទេ ហើយក៏មិនអាចកក់បានដែរ។ សម្រាប់ការធ្វើដំណើរតាមផ្លូវគោកក្នុងកម្ពុជា នេះជាអ្វីដែលយើងដឹង៖',
      live: 'ខ្ញុំមិនដឹងអ្វីដែលកំពុងកើតឡើងឥឡូវនេះទេ (មនុស្សច្រើន ជួរ អត្រាថ្ងៃនេះ) ខ្ញុំដឹងតែអ្វីដែលមាននៅក្នុងមគ្គុទ្ទេសក៍របស់យើង។',
      abroad:
        'ខ្ញុំមិនដឹងអំពីកន្លែងនៅក្រៅប្រទេសកម្ពុជាទេ៖ មគ្គុទ្ទេសក៍របស់យើងគ្របដណ្តប់តែកម្ពុជាប៉ុណ្ណោះ។ នេះជាកន្លែងចាប់ផ្តើមក្នុងប្រទេស៖',
    },
    seasons: 'ពេលល្អបំផុតដើម្បីទស្សនាកម្ពុជា',
    faqPage: 'សំណួរដែលអ្នកធ្វើដំណើរសួរយើង',
    pickNone: 'ខ្ញុំមិនអាចដឹងថាអ្នកចង់និយាយអំពីមួយណាទេ។',
    hotelsNear: (place: string) => `សណ្ឋាគាររបស់យើងដែលនៅជិត ${place} បំផុត៖`,
    hotelsWith: 'សណ្ឋាគាររបស់យើងដែលមានរបស់នេះ ពីថោកបំផុត៖',
    noHotelMatches:
      'គ្មានសណ្ឋាគាររបស់យើងណាមួយមានគ្រប់យ៉ាងនោះទេ។ ទំព័រសណ្ឋាគាររបស់យើងអាចត្រងតាមតម្លៃ ប្រភេទ និងសេវាកម្ម៖',
    returns:
      'ខ្ញុំមិនមានគោលការណ៍ប្តូរ ឬប្រគល់ទំនិញវិញដែលអាចដកស្រង់នៅទីនេះទេ។ ខណៈការបញ្ជាទិញនៅ «កំពុងរង់ចាំ» អ្នកអាចបោះបង់វាដោយខ្លួនឯង។ នៅពេលវាកំពុងត្រូវបានរៀបចំ សូមសរសេរមកយើង (អាសយដ្ឋាននៅលើទំព័រអំពីយើង) ហើយយើងនឹងពិនិត្យមើលអ្វីដែលយើងអាចធ្វើបាន។',
    aboutUs: 'ទាក់ទងយើង',
    paidButPending:
      'ប្រសិនបើប្រាក់បានចេញពីគណនីរបស់អ្នក ប៉ុន្តែការបញ្ជាទិញមិនទាន់បានបញ្ជាក់ សូមកុំបង់ម្តងទៀត៖ សូមផ្ញើអ៊ីមែលមកយើងនូវម៉ោង និងចំនួនប្រាក់ដែលបានបង់។',
    suitability: (name: string) => `${name} សមស្របសម្រាប់នរណា តាមសកម្មភាពរបស់វា៖`,
    activityFit: (
      name: string,
      difficulty: string,
      hours: string,
      max: number | null,
      price: string,
    ) =>
      `${name}៖ ${DIFFICULTY.km[difficulty] ?? difficulty} ប្រហែល ${hours} ម៉ោង${max ? ` ក្រុមរហូតដល់ ${max} នាក់` : ''} ${price}`,
    needs: 'អ្វីដែលត្រូវការ៖',
    included: 'រួមបញ្ចូល៖',
    noActivities: (name: string) =>
      `ខ្ញុំមិនមានសកម្មភាពមានមគ្គុទ្ទេសក៍សម្រាប់ ${name} ទេ ទំព័ររបស់វាប្រាប់ពីការទស្សនា៖`,
    hotelNear: (hotel: string, km: string, price: string) =>
      `${hotel}៖ ចម្ងាយ ${km} គីឡូម៉ែត្រ ចាប់ពី ${price} ក្នុងមួយយប់`,
    provinceBestTime: (province: string) => `ពេលល្អសម្រាប់ ${province}៖`,
    gettingAround: (where: string) => `ការធ្វើដំណើរនៅក្នុង ${where}៖`,
    packFor: (where: string) => `អ្វីដែលគួរយកទៅ ${where}៖`,
    closestIs: (name: string) => `ក្នុងចំណោមទាំងនេះ ${name} នៅជិតជាងគេ។`,
    provinceApart: (a: string, b: string, km: string) =>
      `${a} និង${b} ស្ថិតនៅចម្ងាយប្រហែល ${km} គីឡូម៉ែត្រពីគ្នា (បន្ទាត់ត្រង់) តាមផ្លូវគោកឆ្ងាយជាងនេះ។`,
    morePlaces: (link: string) => `កន្លែងនៅទីនោះ៖ ${link}`,
    fromGuide: (name: string) => `អ្វីដែលមគ្គុទ្ទេសក៍របស់យើងនិយាយអំពី ${name}៖`,
    fromPage: (name: string) => `តាមទំព័ររបស់ ${name}៖`,
    describedBy: 'តាមមគ្គុទ្ទេសក៍របស់យើង កន្លែងដែលត្រូវនឹងសំណួរ៖',
    dearestIs: 'ថ្លៃជាងគេក្នុងប្រភេទនេះនៅហាងរបស់យើង៖',
    cheapestIs: 'ថោកជាងគេក្នុងប្រភេទនេះនៅហាងរបស់យើង៖',
    thenComes: 'បន្ទាប់មក៖',
    noKindIn: (province: string) =>
      `ខ្ញុំមិនមានកន្លែងប្រភេទនោះនៅ ${province} ទេ នេះជាកន្លែងដែលមានអ្នកទស្សនាច្រើនជាងគេ៖`,
  },
} as const;

export type Phrases = (typeof PHRASES)[Lang];
