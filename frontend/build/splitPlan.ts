import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What rolldown's chunking context answers about a module (the part this plan reads). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** The visitor's pages: what they import statically stays out of the groups below. */
const PUBLIC_ROOTS = ['main.tsx', 'pages/LandingPage.tsx', 'pages/AboutPage.tsx'];

/**
 * Lazily imported modules that wait for a click or an event (a dialog, a full-size viewer, the
 * gallery's details panel and select mode's bar, the mask editor, the first toast, a maintenance
 * notice, a failure's explanation, the live channel's WebSocket client, wanted once a generation
 * is followed): what only they use is left to automatic splitting, so it loads when wanted.
 * Every other lazy import renders with the page that imports it (deferred parts, boundaries, the
 * session's and the header's parts), so its code is grouped with that page.
 */
const ON_DEMAND =
  /(Dialog\.tsx|ImageViewer\.tsx|GenerationDetailsPanel\.tsx|SelectionBar\.tsx|[\\/]mask[\\/]index\.ts|ToastHost\.tsx|MaintenanceAlert\.tsx|generationError\.ts|liveLink\.ts)$/;

/** The signed-in pages a member opens most: what they share with any other page is grouped. */
const MEMBER_PAGES = ['dashboard', 'gallery'];
/** The pages on the way to signing in: they take the antd core, not the rest the members' use. */
const SIGN_IN_PAGES = ['auth', 'forgotpassword', 'resetpassword', 'verifyemail', 'undoemailchange'];
/**
 * The page whose chunk takes what some pages share outside the groups: the first of them in this
 * order (a page then loads the chunk of a page before it for what they share).
 */
const AREA_ORDER = [
  ...MEMBER_PAGES,
  ...SIGN_IN_PAGES,
  'profile',
  'settings',
  'credits',
  'sharedimageaction',
  'notfound',
  'admin',
];

/** Grouped before this plan (vite.config.ts): React with its router, Apollo. */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo|graphql|rxjs|@wry|optimism)[\\/]/;

const PAGE = /[\\/]src[\\/]pages[\\/]([A-Za-z]+)Page\.tsx$/;

/**
 * The index modules of antd and of its icons import every component and every icon, though a
 * build keeps only those named: the plan follows the names a source file imports instead.
 */
const BARRELS = {
  antd: {
    index: /node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
    module: (name: string) =>
      path.join('es', name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase(), 'index.js'),
  },
  '@ant-design/icons': {
    index: /node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
    module: (name: string) => path.join('es', 'icons', `${name}.js`),
  },
};
const ICON = /node_modules[\\/]@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/]/;

/** The modules a source file takes by name from a package's index (see BARRELS). */
function namedImports(file: string, packageName: string, indexId: string): string[] {
  const source = readFileSync(file, 'utf8');
  const packageDir = indexId.slice(0, indexId.lastIndexOf(`${path.sep}es${path.sep}`));
  const from = new RegExp(`import\\s*{([^}]*)}\\s*from\\s*'${packageName}'`, 'g');
  return [...source.matchAll(from)]
    .flatMap((match) => match[1].split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0])
    .map((name) => path.join(packageDir, BARRELS[packageName as keyof typeof BARRELS].module(name)))
    .filter((id) => existsSync(id));
}

/**
 * The chunk each module goes to, decided once over the whole module graph:
 * - the visitor's pages load nothing else: no code only signed-in pages use;
 * - what the visitor's pages import besides their own page module and the entry: one chunk;
 * - icons the visitor's pages do not use and a member page or the shell draws: one chunk (another
 *   page's own icons go with its other code, by the rules below);
 * - what every page with antd loads (the antd and GraphQL boundaries, the session, the header's
 *   account parts), and what the dashboard or the gallery shares with a page on the way to
 *   signing in: the libraries (antd's core, the form components) in one shell chunk, the app
 *   code in one shared chunk;
 * - what else the dashboard or the gallery shares with another page: one members' chunk, so the
 *   sign-in pages do without it; the app code one of them renders and the other's on-demand parts
 *   need counts as shared by both;
 * - what the sign-in pages share with each other or with the account's pages: one chunk;
 * - what other pages share: the chunk of the first of them in AREA_ORDER;
 * - what one page alone uses as it renders (its own components, the rest of antd, its deferred
 *   parts): one chunk for that page.
 * Modules only an on-demand part uses are in no group: they load with it.
 */
export function splitPlan(srcDir: string, graph: ModuleGraph): Map<string, string> {
  const staticImports = (id: string): string[] => {
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    const direct = imported.filter((next) =>
      Object.values(BARRELS).every((barrel) => !barrel.index.test(next)),
    );
    if (!id.startsWith(srcDir)) return direct;
    const named = Object.entries(BARRELS).flatMap(([packageName, barrel]) => {
      const index = imported.find((next) => barrel.index.test(next));
      return index ? namedImports(id, packageName, index) : [];
    });
    return [...direct, ...named];
  };
  const reach = (roots: string[], follow: (id: string) => boolean, stop = new Set<string>()) => {
    const seen = new Set<string>();
    const queue = roots.filter((root) => !stop.has(root));
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of staticImports(id)) if (!stop.has(next)) queue.push(next);
      for (const next of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        if (follow(next) && !stop.has(next)) queue.push(next);
    }
    return seen;
  };

  const publicModules = reach(
    PUBLIC_ROOTS.map((file) => path.join(srcDir, file)),
    () => false,
  );
  // Where code the visitor's pages do not load starts: each lazy import out of theirs.
  const lazyRoots = new Set<string>();
  for (const id of publicModules)
    for (const next of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      if (!publicModules.has(next) && !ON_DEMAND.test(next)) lazyRoots.add(next);

  const usersOf = new Map<string, Set<string>>();
  // The member pages that open each module on demand (a dialog, a viewer of theirs needs it).
  const memberOpenersOf = new Map<string, Set<string>>();
  const addTo = (users: Map<string, Set<string>>, id: string, user: string) => {
    if (!users.has(id)) users.set(id, new Set());
    users.get(id)!.add(user);
  };
  for (const root of lazyRoots) {
    const user = PAGE.exec(root)?.[1].toLowerCase() ?? 'shell';
    const rendered = reach([root], (next) => !ON_DEMAND.test(next), publicModules);
    for (const id of rendered) addTo(usersOf, id, user);
    if (!MEMBER_PAGES.includes(user)) continue;
    const opened = [...rendered].flatMap((id) =>
      (graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((next) =>
        ON_DEMAND.test(next),
      ),
    );
    for (const id of reach(opened, () => true, publicModules)) addTo(memberOpenersOf, id, user);
  }

  const plan = new Map<string, string>();
  for (const [id, users] of usersOf) {
    // A page module keeps a chunk of its own: the build manifest names it, for the route
    // preloads (backend/src/web/route-preloads.ts) and the page-weight budget.
    if (PAGE.test(id)) continue;
    const pages = AREA_ORDER.filter((page) => users.has(page));
    const core = users.has('shell') || SIGN_IN_PAGES.some((page) => users.has(page));
    const members = MEMBER_PAGES.some((page) => users.has(page));
    // The app's own code one member page renders and the other opens on demand (the gallery's
    // viewer takes the dashboard's variation action) goes with what they share, so that opening
    // it does not load the other page's chunk. A library stays with the page that renders it:
    // the dashboard's share dialog loads the gallery's chunk for its date picker.
    const openedByTheOther =
      id.startsWith(srcDir) &&
      [...(memberOpenersOf.get(id) ?? [])].some((opener) => !users.has(opener));
    if (ICON.test(id) && (members || users.has('shell'))) plan.set(id, 'icons');
    else if (users.size === 1 && pages.length === 1 && !(members && openedByTheOther))
      plan.set(id, pages[0]);
    else if (users.has('shell') || (core && members))
      plan.set(id, id.startsWith(srcDir) ? 'shared' : 'antd');
    else if (members) plan.set(id, 'members');
    else if (core) plan.set(id, 'account');
    else plan.set(id, pages[0]);
  }
  // What the visitor's pages share with each other and with every page (the icons they show and
  // what draws them, the page title, the stored settings), in one chunk rather than one each.
  for (const id of publicModules)
    if (!PAGE.test(id) && !id.endsWith(`${path.sep}main.tsx`) && !VENDOR.test(id))
      plan.set(id, 'visitor');
  return plan;
}
