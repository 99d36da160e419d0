import { createElement, type HTMLAttributes, type Ref } from 'react';

/** Heading levels a component may render at, so it fits the host page's outline. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
  ref?: Ref<HTMLHeadingElement>;
}

/** `<h2>`…`<h6>` chosen by `level`. */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(`h${level}`, props);
}
