/** Document 3 §9, hotels. */
export const HOTEL_SEARCH_DEBOUNCE_MS = 500;
export const HOTEL_GALLERY_MS = 4000;
export const HOTEL_GALLERY_THUMBNAILS = 6;
export const LIST_SEARCH_KEY = 'camtour_hotels_list_search';
