/**
 * The rooms of components/ and lib/ (docs/architecture.md, "Rooms"): one row a folder, naming the
 * rooms it may use. A room imports itself and those rooms only, statically or as a part loaded later
 * (`import()`); eslint.config.mjs turns each row into lint settings (`roomBlocks`).
 *
 * The rows are in order, lowest first, and a row may name only rooms above it in this file (rooms
 * below it in the house), so the rows cannot loop: of two features that reached into each other,
 * one import fails lint (scripts/lint/zones.test.ts holds both). lib/site is five folders and a
 * file of its own that stand at different heights (the tenant context, under the API client), so
 * each is a room. The boot script, over the sign-in flows whose boot part it runs, is lib/boot.
 */

/** The rooms of lib/ any room of components/ may use: the ground every feature stands on. */
const libGround = [
  'lib/load',
  'lib/format',
  'lib/input',
  'lib/contract',
  'lib/device',
  'lib/telemetry',
  'lib/session',
  'lib/offline',
  'lib/site/site-context',
  'lib/site/address',
  'lib/site/navigation',
  'lib/api',
];

/** The UI kit and its words and toasts: any feature builds from them. */
const kit = ['components/i18n', 'components/feedback', 'components/ui'];

/** The kit and the lot's shared pieces (its state badge, countdown and price): any feature that shows a lot. */
const lotKit = [...kit, 'components/lot'];

/** @type {Array<{ room: string, may: string[], why: string, browserExempt?: string[] }>} */
export const rooms = [
  { room: 'lib/load', may: [], why: 'the shared lazy load stands below everything' },
  { room: 'lib/format', may: [], why: 'how values print, for every room' },
  { room: 'lib/input', may: ['lib/load'], why: 'the input rules stand under the calls' },
  { room: 'lib/contract', may: ['lib/input'], why: 'the calls are declared with the input rules alone' },
  { room: 'lib/device', may: ['lib/contract'], why: "the device's store knows no feature" },
  { room: 'lib/telemetry', may: ['lib/contract'], why: 'field reports know only the calls' },
  { room: 'lib/session', may: ['lib/contract', 'lib/load'], why: 'the stored session stands under the site' },
  { room: 'lib/offline', may: ['lib/telemetry'], why: 'the offline runtime stands under the API client' },
  { room: 'lib/site/site-context', may: [], why: 'the tenant context stands under every room that reads it' },
  { room: 'lib/site/failure', may: [], why: "the root error page's words stand on their own" },
  { room: 'lib/site/address', may: ['lib/contract'], why: 'the addresses stand under the paths' },
  {
    room: 'lib/site/navigation',
    may: ['lib/input', 'lib/session', 'lib/site/address'],
    why: 'the paths and moves stand under sign-in, the API client and every feature',
  },
  {
    room: 'lib/site/chrome',
    may: ['lib/contract', 'lib/load', 'lib/session'],
    why: 'the header and footer rules know no feature',
  },
  {
    room: 'lib/site/build-time',
    may: ['lib/site/navigation', 'lib/telemetry'],
    why: 'what the build runs knows no feature',
  },
  {
    room: 'lib/auth',
    may: ['lib/contract', 'lib/session', 'lib/site/address', 'lib/site/navigation', 'lib/telemetry'],
    why: 'tokens, storage and refresh stay below the API client and the sign-in flows; a refresh that ends the session is reported',
  },
  {
    room: 'lib/api',
    may: [
      'lib/auth',
      'lib/contract',
      'lib/input',
      'lib/load',
      'lib/offline',
      'lib/session',
      'lib/site/address',
      'lib/site/site-context',
      'lib/telemetry',
    ],
    why: 'the API client never imports the flows or features that use it',
  },
  {
    room: 'lib/sign-in',
    may: ['lib/api', 'lib/auth', 'lib/contract', 'lib/session', 'lib/site/navigation', 'lib/telemetry'],
    why: 'the sign-in flows know no feature; a failed sign-in is reported',
  },
  {
    room: 'lib/boot',
    may: ['lib/sign-in', 'lib/site/chrome'],
    why: 'the boot script gathers the boot parts of the rooms under it',
  },
  {
    room: 'lib/portal',
    may: [
      'lib/api',
      'lib/contract',
      'lib/device',
      'lib/session',
      'lib/site/address',
      'lib/site/build-time',
      'lib/site/navigation',
    ],
    why: "the portal's rules know no other feature",
  },
  {
    room: 'lib/compare',
    may: ['lib/contract', 'lib/device', 'lib/session'],
    why: "比一比's set knows no other feature",
  },
  {
    room: 'lib/history',
    may: ['lib/contract', 'lib/device', 'lib/session'],
    why: '浏览记录 knows no other feature',
  },
  {
    room: 'lib/user-centre',
    may: ['lib/contract', 'lib/session', 'lib/site/address', 'lib/site/navigation'],
    why: "the user centre's rules know no other feature",
  },
  { room: 'lib/testing', may: ['lib/api', 'lib/contract'], why: 'the test pages stand on the API client' },

  // components/: every room stands on lib's ground; the rooms below are the shared ones.
  {
    room: 'components/i18n',
    may: [...libGround, 'lib/site/build-time'],
    why: 'the words stand under every room',
    browserExempt: ['components/i18n/**'],
  },
  {
    room: 'components/feedback',
    may: [...libGround, 'components/i18n'],
    why: 'the toasts stand under every room',
    browserExempt: ['components/feedback/sonner-outlet.tsx'],
  },
  {
    room: 'components/ui',
    may: [...libGround, 'components/i18n', 'components/feedback'],
    why: 'the UI kit every feature uses imports no feature',
  },
  { room: 'components/shell', may: [...libGround, ...kit], why: 'the waiting screen imports no feature' },
  {
    room: 'components/offline',
    may: [...libGround, ...kit],
    why: 'the offline runtime runs beside every page and imports nothing of the frame',
  },
  {
    room: 'components/site',
    may: [...libGround, ...kit, 'components/offline', 'lib/sign-in'],
    why: 'the site frame every page stands on imports no feature',
  },
  {
    room: 'components/input',
    may: [...libGround, ...kit, 'components/site'],
    why: 'the input guards import no feature',
  },
  {
    room: 'components/lot',
    may: [...libGround, ...kit, 'lib/portal'],
    why: "a lot's shared pieces (state, countdown, price) import no feature",
  },
  {
    room: 'components/auth',
    may: [
      ...libGround,
      ...kit,
      'components/shell',
      'components/site',
      'lib/auth',
      'lib/portal',
      'lib/sign-in',
    ],
    why: 'sign-in and the buyer gate import no feature',
  },
  {
    room: 'components/calendar',
    may: [...libGround, ...kit, 'lib/portal'],
    why: '加入日历 imports no other feature: pages hand it its lot',
  },
  {
    room: 'components/compare',
    may: [...libGround, ...lotKit, 'components/site', 'lib/compare', 'lib/portal'],
    why: '比一比 imports no other feature: a lot it shows is drawn with the shared lot pieces',
  },
  {
    room: 'components/history',
    may: [...libGround, ...kit, 'lib/history'],
    why: '浏览记录 imports no other feature',
  },
  {
    room: 'components/saved-search',
    may: [...libGround, ...kit, 'lib/portal'],
    why: '保存搜索 imports no other feature',
  },
  {
    room: 'components/portal',
    may: [
      ...libGround,
      ...lotKit,
      'components/site',
      'components/input',
      'components/auth',
      'components/calendar',
      'components/compare',
      'components/history',
      'components/saved-search',
      'lib/portal',
      'lib/site/build-time',
    ],
    why: 'the portal pages place the features beside a lot and import nothing of the user centre',
  },
  {
    room: 'components/home',
    may: [
      ...libGround,
      ...lotKit,
      'components/site',
      'components/saved-search',
      'lib/portal',
      'lib/site/build-time',
    ],
    why: 'the home imports nothing of the portal pages nor of the user centre',
  },
  {
    room: 'components/user-centre',
    may: [
      ...libGround,
      ...kit,
      'components/input',
      'components/calendar',
      'lib/auth',
      'lib/portal',
      'lib/sign-in',
      'lib/site/build-time',
      'lib/user-centre',
    ],
    why: 'the user centre imports nothing of the portal: what both need lives in lib/ or a shared room',
  },
  {
    room: 'components/chrome',
    may: [
      ...libGround,
      ...kit,
      'components/site',
      'components/auth',
      'components/history',
      'components/portal',
      'lib/auth',
      'lib/portal',
      'lib/sign-in',
      'lib/site/chrome',
    ],
    why: 'the header and footer stand over the features they open',
  },
];

const tests = ['**/*.test.ts', '**/*.test.tsx'];

/** A room's files: a folder's tree, or the one file a room of one file is. */
export function roomFiles(room) {
  return room.startsWith('lib/site/') &&
    !['address', 'navigation', 'chrome', 'build-time', 'failure'].includes(room.slice(9))
    ? [`${room}.ts`, `${room}.tsx`]
    : [`${room}/**`];
}

/**
 * The lint settings of every row: its imports (beside the browser's, `browserImportPaths`) and its
 * parts loaded later. Every room is closed, then the row's own and its allowed rooms opened
 * (gitignore's order: the last pattern that matches wins; lib/site is opened so its rooms can be).
 */
export function roomBlocks(browserImportPaths) {
  return rooms.flatMap(({ room, may, why, browserExempt = [] }) => {
    const open = [room, ...may];
    const group = [
      '@/app/*',
      '@/components/*',
      '@/lib/*',
      '!@/lib/site',
      '@/lib/site/*',
      ...open.map((name) => `!@/${name}`),
    ];
    const message = `${room} may use only the rooms its row names (scripts/lint/rooms.mjs): ${why}`;
    const lazy = `^@.(?!(${open.map((name) => name.replaceAll('/', '.')).join('|')})\\b)(app|components|lib).`;
    const syntax = ['error', { selector: `ImportExpression[source.value=/${lazy}/]`, message }];
    const block = (files, ignores, paths) => ({
      files,
      ignores,
      rules: {
        'no-restricted-imports': ['error', { ...(paths ? { paths } : {}), patterns: [{ group, message }] }],
        'no-restricted-syntax': syntax,
      },
    });
    return [
      block(roomFiles(room), [...tests, ...browserExempt], browserImportPaths),
      ...(browserExempt.length ? [block(browserExempt, tests, null)] : []),
    ];
  });
}
