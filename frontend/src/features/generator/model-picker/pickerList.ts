import { type CatalogModel, searchModels } from '../modelChoices';

export interface PickerOption {
  model: CatalogModel;
  /** Shown in red: the model does not fit the base model's architecture. */
  incompatible?: boolean;
}

/** One row of a picker: a model with its versions, newest first (one for most models). */
export interface PickerRow {
  key: string;
  name: string;
  versions: readonly PickerOption[];
  /** The place of its first version among the choosable options (their ids count from it). */
  firstIndex: number;
}

export interface PickerList {
  /** The versions last chosen, one a row, shown first under "Recent" while nothing is searched. */
  recent: PickerRow[];
  /** The models whose name matches the search, versions grouped. */
  rows: PickerRow[];
  /** Every option in the order shown: what the arrow keys move through. */
  choosable: PickerOption[];
}

/** An AIR's source, model id and version id (`civitai:133005@357609`), also at the end of an URN. */
const AIR_PARTS = /(?:^|:)([a-z0-9_-]+):(\d+)@([^:@\s]+)$/i;

/**
 * The row a model belongs to. Versions of one model share the AIR's source and model id (the part
 * before "@": civitai:133005@357609 and civitai:133005@1759168 are two Juggernaut XL versions)
 * and, as an import of two versions keeps it, the name. The name is part of the key because
 * products that share a provider id under names of their own are separate models
 * (runware:97@1 "HiDream-I1 Full", runware:97@3 "HiDream-I1 Fast"). Another AIR is a row alone.
 */
export function modelGroupKey(model: Pick<CatalogModel, 'name' | 'civitAIR'>): string {
  const parts = AIR_PARTS.exec(model.civitAIR.trim());
  if (!parts) return `air:${model.civitAIR}`;
  return `${parts[1].toLowerCase()}:${parts[2]}:${model.name.trim().toLowerCase()}`;
}

/** The version id of an AIR as a number, when it is one. */
function versionNumber(model: CatalogModel): number {
  return Number(AIR_PARTS.exec(model.civitAIR.trim())?.[3] ?? Number.NaN);
}

/** Newest first: providers number versions upwards; else the one imported later. */
function newestFirst(a: PickerOption, b: PickerOption): number {
  const [va, vb] = [versionNumber(a.model), versionNumber(b.model)];
  if (!Number.isNaN(va) && !Number.isNaN(vb) && va !== vb) return vb - va;
  return b.model.id - a.model.id;
}

/** The options as rows, a model's versions together, rows in the order the options come. */
export function groupVersions(options: readonly PickerOption[]): Omit<PickerRow, 'firstIndex'>[] {
  const groups = new Map<string, PickerOption[]>();
  for (const option of options) {
    const key = modelGroupKey(option.model);
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  return [...groups].map(([key, versions]) => ({
    key,
    name: versions[0].model.name,
    versions: versions.sort(newestFirst),
  }));
}

/**
 * What an open picker lists: the recently chosen models (while nothing is searched), then the
 * models whose name holds the search (case-insensitive), versions grouped.
 */
export function pickerList(
  options: readonly PickerOption[],
  search: string,
  recentAirs: readonly string[],
): PickerList {
  const byAir = new Map(options.map((option) => [option.model.civitAIR, option]));
  const recent = search.trim()
    ? []
    : recentAirs.flatMap((air) => {
        const option = byAir.get(air);
        return option
          ? [{ key: `recent:${air}`, name: option.model.name, versions: [option] }]
          : [];
      });
  const matching = searchModels(groupVersions(options), search);
  let next = 0;
  const numbered = (row: Omit<PickerRow, 'firstIndex'>): PickerRow => {
    const firstIndex = next;
    next += row.versions.length;
    return { ...row, firstIndex };
  };
  const recentRows = recent.map(numbered);
  const rows = matching.map(numbered);
  return {
    recent: recentRows,
    rows,
    choosable: [...recentRows, ...rows].flatMap((row) => row.versions),
  };
}
