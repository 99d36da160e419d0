'use client';
import { type ReactElement, type ReactNode, useContext, useEffect, useState } from 'react';
import { ImpressionPolicyContext, ImpressionScopeContext } from './internal/ImpressionContext.ts';
import { ImpressionObserverScope } from './internal/ImpressionObserverScope.ts';

export interface ImpressionScopeProviderProps {
  children?: ReactNode;
}

/**
 * One `IntersectionObserver` and one timer for every offer image below it (`OfferList` puts its cards in
 * one), instead of one per card. With the policy's `once: 'mount'`, a new mount counts every asset again.
 */
export function ImpressionScopeProvider({ children }: ImpressionScopeProviderProps): ReactElement {
  const policy = useContext(ImpressionPolicyContext);
  const [scope, setScope] = useState(() => new ImpressionObserverScope(policy));
  if (scope.policy !== policy) setScope(new ImpressionObserverScope(policy));
  useEffect(() => () => scope.dispose(), [scope]);
  return <ImpressionScopeContext.Provider value={scope}>{children}</ImpressionScopeContext.Provider>;
}
