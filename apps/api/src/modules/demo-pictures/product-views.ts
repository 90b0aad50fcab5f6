/**
 * What the catalogue may do with a product's drawn demo pictures: when staff remove a photo,
 * the drawn ones of that view go and the later views move down, as the uploads do.
 */
export { deleteDrawnProductView, moveDrawnProductView } from './demo-pictures-repository';
