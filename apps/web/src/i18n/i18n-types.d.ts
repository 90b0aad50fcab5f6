import type accounts from './en/accounts.json';
import type admin from './en/admin.json';
import type adminCatalogue from './en/admin-catalogue.json';
import type adminContent from './en/admin-content.json';
import type adminPlaces from './en/admin-places.json';
import type chatbot from './en/chatbot.json';
import type checkout from './en/checkout.json';
import type common from './en/common.json';
import type discovery from './en/discovery.json';
import type errors from './en/errors.json';
import type favorites from './en/favorites.json';
import type feedback from './en/feedback.json';
import type orders from './en/orders.json';
import type planner from './en/planner.json';
import type reviews from './en/reviews.json';
import type shop from './en/shop.json';
import type travel from './en/travel.json';

/*
 * English is the master catalogue: its keys type `t()`. A later feature adding a namespace
 * adds one line here and its two JSON files; the catalogue test keeps Khmer in step.
 */
export interface I18nResources {
  common: typeof common;
  discovery: typeof discovery;
  accounts: typeof accounts;
  errors: typeof errors;
  shop: typeof shop;
  travel: typeof travel;
  planner: typeof planner;
  reviews: typeof reviews;
  checkout: typeof checkout;
  orders: typeof orders;
  favorites: typeof favorites;
  feedback: typeof feedback;
  chatbot: typeof chatbot;
  admin: typeof admin;
  'admin-catalogue': typeof adminCatalogue;
  'admin-places': typeof adminPlaces;
  'admin-content': typeof adminContent;
}

declare module '../lib/i18n-core' {
  interface I18nTypeOptions {
    resources: I18nResources;
  }
}
