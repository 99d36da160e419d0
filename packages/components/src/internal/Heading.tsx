import {
  type ForwardRefExoticComponent,
  forwardRef,
  type HTMLAttributes,
  type ReactElement,
  type RefAttributes,
} from 'react';

/** Heading levels a component may render at, so it fits the host page's outline. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Heading levels of a title that may be the page's own (`OffersExperience`'s): `<h1>` too. */
export type TitleLevel = 1 | HeadingLevel;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: TitleLevel;
}

/** `<h1>`…`<h6>` chosen by `level`; its `ref` is the heading (`forwardRef`, so React 18 passes it too). */
export const Heading: ForwardRefExoticComponent<HeadingProps & RefAttributes<HTMLHeadingElement>> =
  forwardRef<HTMLHeadingElement, HeadingProps>(function Heading({ level, ...props }, ref): ReactElement {
    const Tag = `h${level}` as const;
    // JSX rather than createElement: React 19 takes these props as they are instead of copying them.
    return <Tag ref={ref} {...props} />;
  });
Heading.displayName = 'Heading';
