'use client';
import { Component, type ReactElement, type ReactNode, Suspense } from 'react';
import { ListError, SkeletonItems } from '../internal/ListParts.tsx';
import type { PreloadableComponent } from '../internal/lazyWithPreload.ts';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { componentMessages } from '../messages/defaultMessages.ts';

export interface LazyViewProps {
  /** The view, loaded on its first render. */
  view: PreloadableComponent<never>;
  /** Class of the list (or detail) the view draws (`ok-LocationList`): its placeholders and error styles. */
  baseClass: string;
  /** Whether placeholder items show while the code loads (a list's; a dialog shows nothing until ready). */
  skeleton?: boolean;
  /** The view's element. */
  children: ReactNode;
}

/**
 * Where the experience draws a view whose code loads on demand: its list's placeholders while the code
 * loads (no empty panel), and if it fails to load (a dropped connection, a deploy that removed the old
 * chunk), the list's error message with a retry that loads it again.
 */
export function LazyView({ view, baseClass, skeleton = false, children }: LazyViewProps): ReactElement {
  const { viewLoadError } = useMessages(defaultExperienceMessages);
  const { retry } = useMessages(componentMessages);
  return (
    <LoadBoundary
      onRetry={view.reset}
      renderFailed={(onRetry) => (
        <ListError baseClass={baseClass} message={viewLoadError} retryLabel={retry} onRetry={onRetry} />
      )}
    >
      <Suspense fallback={skeleton && <SkeletonItems baseClass={baseClass} count={3} />}>{children}</Suspense>
    </LoadBoundary>
  );
}

interface LoadBoundaryProps {
  onRetry: () => void;
  renderFailed: (retry: () => void) => ReactElement;
  children: ReactNode;
}

/** Catches the failed load (React has no hook for it); `renderFailed`'s retry clears it. */
class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };
  override render(): ReactNode {
    return this.state.failed ? this.props.renderFailed(this.retry) : this.props.children;
  }
}
