import { readUntil } from './read-until.js';
import { type SimulatorProcess } from './simulator-process.js';

/** Plans the simulator's next answers (its test control); throws when it refuses the plan. */
export async function planSimulator(simulator: SimulatorProcess, steps: object[]): Promise<void> {
  const answer = await fetch(`${simulator.controlUrl}/plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(steps),
  });
  if (answer.status !== 204)
    throw new Error(`the simulator refused the plan: ${answer.status} ${await answer.text()}`);
}

/**
 * Resolves once the simulator has taken every planned step: the requests they were planned for
 * have reached it. Throws after `withinMs`.
 */
export async function planTaken(simulator: SimulatorProcess, withinMs = 30_000): Promise<void> {
  const steps = await readUntil(
    async () =>
      ((await (await fetch(`${simulator.controlUrl}/plan`)).json()) as { steps: unknown[] }).steps,
    (pending) => pending.length === 0,
    { withinMs },
  );
  if (steps.length > 0)
    throw new Error(
      `the simulator still holds ${steps.length} planned step(s) after ${withinMs} ms`,
    );
}

/** How often the simulator was sent a task, and how often it ran it (its test control). */
export async function taskActivity(
  simulator: SimulatorProcess,
  taskUUID: string,
): Promise<{ submissions: number; runs: number }> {
  return (await (await fetch(`${simulator.controlUrl}/tasks/${taskUUID}`)).json()) as {
    submissions: number;
    runs: number;
  };
}

/** Ends a task the simulator holds ('stuck') with this outcome (its test control). */
export function finishTask(
  simulator: SimulatorProcess,
  taskUUID: string,
  outcome: 'success' | 'error',
): Promise<Response> {
  return fetch(`${simulator.controlUrl}/tasks/${taskUUID}/finish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
}
