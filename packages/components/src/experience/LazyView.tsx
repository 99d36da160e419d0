'use client';
import { Component, type ReactElement, type ReactNode, Suspense } from 'react';
import type { HeadingLevel } from '../HeadingLevel.ts';
import { SkeletonItems } from '../internal/ListParts.tsx';
import type { PreloadableComponent } from '../internal/lazyWithPreload.ts';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { componentMessages } from '../messages/defaultMessages.ts';
import { ExperienceState } from './ExperienceState.tsx';

export interface LazyViewProps {
  /** The view, loaded on its first render. */
  view: PreloadableComponent<never>;
  /** Class of the list the view draws (`ok-LocationList`): its placeholders show while the code loads. */
  skeletonClass?: string;
  /** Level of the error state's heading. */
  headingLevel: HeadingLevel;
  /** The view's element. */
  children: ReactNode;
}

/**
 * Where the experience draws a view whose code loads on demand: its list's placeholders while the code
 * loads (no empty panel; on the server too), and if it fails to load (a dropped connection, a deploy that
 * removed the old chunk), an error state with a retry that loads it again.
 */
export function LazyView({ view, skeletonClass, headingLevel, children }: LazyViewProps): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
  const { retry: retryLabel } = useMessages(componentMessages);
  const skeleton = skeletonClass === undefined ? null : <SkeletonItems baseClass={skeletonClass} count={3} />;
  return (
    <LoadBoundary
      onRetry={view.reset}
      renderFailed={(retry) => (
        <ExperienceState
          kind="offline"
          title={labels.viewLoadErrorTitle}
          text={labels.viewLoadErrorText}
          headingLevel={headingLevel}
          action={
            <button type="button" className="ok-ExperienceState-action" onClick={retry}>
              {retryLabel}
            </button>
          }
        />
      )}
    >
      <Suspense fallback={skeleton}>{children}</Suspense>
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
