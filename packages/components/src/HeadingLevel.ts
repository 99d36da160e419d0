/** Heading levels a component may render at, so it fits the host page's outline. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Heading levels of a title that may be the page's own (`OffersExperience`'s): `<h1>` too. */
export type TitleLevel = 1 | HeadingLevel;
