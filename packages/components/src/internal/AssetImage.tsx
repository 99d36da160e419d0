'use client';
import type { ReactElement } from 'react';
import { type AssetImageProps, useAssetImage } from './useAssetImage.tsx';

/** {@link useAssetImage} as a component, for a list item that has no other state to keep it in. */
export function AssetImage(props: AssetImageProps): ReactElement {
  return useAssetImage(props);
}
