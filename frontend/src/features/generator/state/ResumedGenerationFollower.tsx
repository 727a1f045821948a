import type { InFlightGeneration } from './inFlightGeneration';
import { type ResumeOutcome, useResumedGeneration } from './useResumedGeneration';

/** Follows a generation a reload cut the dashboard off from (useResumedGeneration). */
export function ResumedGenerationFollower({
  record,
  onOutcome,
}: {
  record: InFlightGeneration;
  onOutcome: (outcome: ResumeOutcome) => void;
}) {
  useResumedGeneration(record, onOutcome);
  return null;
}
