import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/**
 * Holds every request of one operation until the test releases them, then lets the mocks answer:
 * for an answer that must arrive after something the test does (a dialog closed, a page left),
 * without a delay that a slow machine could outrun.
 *
 * `release()` lets the held requests go and every later one pass; `releaseNext()` lets one go
 * (the oldest held, or else the next to come) and keeps holding the others: a second call, the
 * next poll. `matches` narrows the hold to the requests whose variables it accepts.
 */
export function heldOperation(
  operationName: string,
  matches: (variables: Record<string, unknown>) => boolean = () => true,
) {
  let open = false;
  let passes = 0;
  const held: (() => void)[] = [];
  const letGo = (go: () => void) => void Promise.resolve().then(go);
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationName !== operationName || !matches(operation.variables)) {
      return forward(operation);
    }
    if (open) return forward(operation);
    if (passes > 0) {
      passes -= 1;
      return forward(operation);
    }
    return new Observable((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      const go = () => {
        if (!closed) inner = forward(operation).subscribe(observer);
      };
      held.push(go);
      return () => {
        closed = true;
        if (held.includes(go)) held.splice(held.indexOf(go), 1);
        inner?.unsubscribe();
      };
    });
  });
  const releaseNext = () => {
    const go = held.shift();
    if (go) letGo(go);
    else passes += 1;
  };
  const release = () => {
    open = true;
    held.splice(0).forEach(letGo);
  };
  return { link, release, releaseNext };
}
