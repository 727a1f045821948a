import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/**
 * Holds every request of one operation until the test releases them, then lets the mocks answer:
 * for an answer that must arrive after something the test does (a dialog closed, a page left),
 * without a delay that a slow machine could outrun.
 */
export function heldOperation(operationName: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const link = new ApolloLink((operation, forward) =>
    operation.operationName !== operationName
      ? forward(operation)
      : new Observable((observer) => {
          let inner: Subscription | undefined;
          let closed = false;
          void released.then(() => {
            if (!closed) inner = forward(operation).subscribe(observer);
          });
          return () => {
            closed = true;
            inner?.unsubscribe();
          };
        }),
  );
  return { link, release };
}
