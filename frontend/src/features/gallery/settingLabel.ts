// How a stored generation parameter is named in the Generation Details panel. Parameters are kept
// under the client's keys (cfgScale, clip_skip, ...): shown as they are, they read as code.

/** Names that humanizing would get wrong, by the key's words run together in lower case. */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  cfgscale: 'CFG scale',
  clipskip: 'CLIP skip',
  steps: 'Steps',
  scheduler: 'Scheduler',
  seed: 'Seed',
  promptweighting: 'Prompt weighting',
  controlnet: 'ControlNet',
  controlnets: 'ControlNets',
  ipadapter: 'IP-Adapter',
  ipadapters: 'IP-Adapters',
  lycoris: 'LyCORIS',
};

/** Words written in capitals (or their own way) wherever they appear in a key. */
const WORD_SPELLINGS: Readonly<Record<string, string>> = {
  air: 'AIR',
  airs: 'AIRs',
  api: 'API',
  cfg: 'CFG',
  clip: 'CLIP',
  hd: 'HD',
  id: 'ID',
  ip: 'IP',
  lora: 'LoRA',
  loras: 'LoRAs',
  nsfw: 'NSFW',
  url: 'URL',
  usd: 'USD',
  uuid: 'UUID',
  vae: 'VAE',
};

/** "cfgScale", "clip_skip", "imageURL", "start-step" as lower-case words. */
function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** A parameter key as a label: "cfgScale" → "CFG scale", "output_quality" → "Output quality". */
export function settingLabel(key: string): string {
  const words = keyWords(key);
  const known = KNOWN_LABELS[words.join('')];
  if (known) return known;
  if (words.length === 0) return key;
  const [first = '', ...rest] = words.map((word) => WORD_SPELLINGS[word] ?? word);
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
