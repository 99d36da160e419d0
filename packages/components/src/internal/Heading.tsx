import {
  type ForwardRefExoticComponent,
  forwardRef,
  type HTMLAttributes,
  type ReactElement,
  type RefAttributes,
} from 'react';

import type { TitleLevel } from '../HeadingLevel.ts';

export type { HeadingLevel, TitleLevel } from '../HeadingLevel.ts';

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
