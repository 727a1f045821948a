import { PLANNED_OUTCOMES, type PlannedOutcome } from './planned-outcome.js';
import { isPlainObject } from './task-parameters.js';
import {
  parseFailure,
  type SimulatedFailure,
  STATUSES,
  strikesAfterAcceptance,
} from './simulated-failure.js';

/** One step as a test writes it: how the request is answered and what its tasks then do. */
export interface PlanStepSpec {
  answer: 'ok' | 'timeout' | 'reset' | 'lost' | (typeof STATUSES)[number];
  outcome: PlannedOutcome;
}

/** One step as the endpoint applies it. */
export interface PlanStep {
  /** Undefined when the request is answered normally (`ok`). */
  failure: SimulatedFailure | undefined;
  outcome: PlannedOutcome;
}

const ANSWERS: readonly PlanStepSpec['answer'][] = ['ok', 'timeout', 'reset', 'lost', ...STATUSES];

/**
 * The steps a test queued (POST /_simulator/plan), applied one per incoming request that submits a
 * paid task (imageInference, upscale, removeBackground, caption, promptEnhance), in order. Not Runware's API: it lets tests that cannot set request headers
 * (through the product's real adapter) script the provider's answers.
 */
export class TestPlan {
  private steps: PlanStepSpec[] = [];

  replace(steps: PlanStepSpec[]): void {
    this.steps = [...steps];
  }

  pending(): readonly PlanStepSpec[] {
    return this.steps;
  }

  /** Takes the next step, or undefined when the plan is used up. */
  next(): PlanStep | undefined {
    const step = this.steps.shift();
    if (!step) return undefined;
    const failure = step.answer === 'ok' ? undefined : parseFailure(String(step.answer));
    return { failure, outcome: step.outcome };
  }
}

/** Reads a plan body: a JSON array of steps. Throws with a readable message when it is malformed. */
export function parsePlan(body: unknown): PlanStepSpec[] {
  if (!Array.isArray(body)) throw new Error('The plan must be a JSON array of steps.');
  return body.map((step: unknown, index) => parseStep(step, index));
}

function parseStep(step: unknown, index: number): PlanStepSpec {
  const where = `Step ${index}`;
  if (!isPlainObject(step)) throw new Error(`${where} must be an object.`);
  const unknownKey = Object.keys(step).find((key) => key !== 'answer' && key !== 'outcome');
  if (unknownKey)
    throw new Error(`${where}: unknown key "${unknownKey}" (use answer and outcome).`);

  const answer = step.answer ?? 'ok';
  const known = ANSWERS.find((candidate) => candidate === answer || String(candidate) === answer);
  if (known === undefined) {
    throw new Error(
      `${where}: answer must be one of ${ANSWERS.join(', ')}; got ${JSON.stringify(answer)}.`,
    );
  }
  const outcome = step.outcome ?? 'success';
  if (!PLANNED_OUTCOMES.includes(outcome as PlannedOutcome)) {
    throw new Error(
      `${where}: outcome must be one of ${PLANNED_OUTCOMES.join(', ')}; got ${JSON.stringify(outcome)}.`,
    );
  }
  const failure = known === 'ok' ? undefined : parseFailure(String(known));
  if (failure && !strikesAfterAcceptance(failure) && step.outcome !== undefined) {
    throw new Error(
      `${where}: answer ${known} refuses the tasks before accepting them, so they have no outcome.`,
    );
  }
  return { answer: known, outcome: outcome as PlannedOutcome };
}
