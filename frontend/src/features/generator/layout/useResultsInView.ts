import { type RefObject, useEffect, useRef } from 'react';
import type { GenerationState } from '../state/useGeneration';
import { mediaMatches, REDUCED_MOTION_QUERY } from './useMediaQuery';

/** Whether the preview should come into view for this state: a start or an end, not a page load. */
function worthShowing(state: GenerationState): boolean {
  switch (state.status) {
    case 'loading':
      return !state.resumed;
    case 'success':
      return state.restored !== 'onLoad';
    case 'error':
      return true;
    default:
      return false;
  }
}

/**
 * In one column (phones, tablets) the preview sits below every setting: when a generation starts or ends (or past
 * results are picked), it is scrolled into view, smoothly unless the user asks for less motion.
 */
export function useResultsInView(
  target: RefObject<HTMLElement | null>,
  state: GenerationState,
  oneColumn: boolean,
  /** Counts the queue's starts and ends on this page: each new one is shown too. */
  queueMoments = 0,
): void {
  useEffect(() => {
    if (!oneColumn || !worthShowing(state)) return;
    scrollToTarget(target);
    // Each new state object is a transition (loading, then success or error).
  }, [target, state, oneColumn]);

  const shownMoments = useRef(queueMoments);
  useEffect(() => {
    const more = queueMoments > shownMoments.current;
    shownMoments.current = queueMoments;
    if (oneColumn && more) scrollToTarget(target);
  }, [target, queueMoments, oneColumn]);
}

function scrollToTarget(target: RefObject<HTMLElement | null>): void {
  target.current?.scrollIntoView?.({
    behavior: mediaMatches(REDUCED_MOTION_QUERY) ? 'auto' : 'smooth',
    block: 'start',
  });
}
