import { ValidationFailedError } from '../common/errors/domain-errors.js';

/**
 * REST compat: the body of `POST /api/generate` is the task object older clients send, our
 * contract, not Runware's. This maps it onto the GraphQL input's fields; validation follows.
 */
const FORMATS: Record<string, string> = { PNG: 'png', JPG: 'jpeg', JPEG: 'jpeg', WEBP: 'webp' };

type Task = Record<string, unknown>;

const isTaskObject = (item: unknown): item is Task =>
  item !== null && typeof item === 'object' && !Array.isArray(item);

/** An add-on list of the task (`lora`, `controlNets`, `ipAdapter`), each weight 1 unless given. */
function addOns(task: Task, field: string): Task[] | undefined {
  const items = task[field];
  if (items === undefined || items === null) return undefined;
  if (!Array.isArray(items) || !items.every(isTaskObject)) {
    throw new ValidationFailedError(
      `${field} must be a list of objects such as { "model": "civitai:132942@146296", "weight": 1 }`,
      { field },
    );
  }
  return items.map((item) => ({ ...item, weight: item.weight ?? 1 }));
}

export function taskObjectToInput(body: unknown): Record<string, unknown> {
  const task = (Array.isArray(body) ? body[0] : body) as Task | undefined;
  if (!task || typeof task !== 'object' || (Array.isArray(body) && body.length !== 1)) {
    throw new ValidationFailedError(
      'The body must be an array holding one imageInference task object',
    );
  }
  if (task.taskType !== undefined && task.taskType !== 'imageInference') {
    throw new ValidationFailedError('taskType must be imageInference', { field: 'taskType' });
  }
  const format =
    typeof task.outputFormat === 'string' ? FORMATS[task.outputFormat.toUpperCase()] : undefined;
  if (task.outputFormat !== undefined && !format) {
    throw new ValidationFailedError('outputFormat must be PNG, JPEG or WEBP', {
      field: 'outputFormat',
    });
  }
  return Object.fromEntries(
    Object.entries({
      prompt: task.positivePrompt,
      negativePrompt: task.negativePrompt,
      styleId: task.styleId,
      model: task.model,
      width: task.width,
      height: task.height,
      format: format ?? 'jpeg',
      imageCount: task.numberResults ?? 1,
      scheduler: task.scheduler,
      steps: task.steps,
      cfgScale: task.cfgScale,
      seed: task.seed,
      promptWeighting: task.promptWeighting,
      clipSkip: task.clipSkip,
      seedImage: task.seedImage,
      maskImage: task.maskImage,
      strength: task.strength,
      loras: addOns(task, 'lora'),
      embeddings: addOns(task, 'embeddings'),
      controlNets: addOns(task, 'controlNets'),
      ipAdapters: addOns(task, 'ipAdapter'),
      vae: task.vae,
      checkNsfw: task.checkNsfw,
      hiresFix: task.hiresFix,
      faceRefinement: task.faceRefinement,
      transparentBackground: task.transparentBackground,
      outpaint: task.outpaint,
      maskMargin: task.maskMargin,
      pulid: task.pulid,
      referenceImages: task.referenceImages,
      referenceId: task.referenceId,
      remixOf: task.remixOf,
      folder: task.folder,
      taskUUID: task.taskUUID,
    }).filter(([, value]) => value !== undefined && value !== null),
  );
}
