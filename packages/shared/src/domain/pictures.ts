/**
 * The widths a drawn picture is rasterised at (issue 17, decision 036): a card, a page-wide
 * picture, a full-width banner. The API serves no other width, and the pages ask for no other.
 */
export const PICTURE_WIDTHS = [480, 960, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The widths as the `w` query parameter spells them. */
export const PICTURE_WIDTH_PARAMS = PICTURE_WIDTHS.map(String) as [
  `${PictureWidth}`,
  ...`${PictureWidth}`[],
];
