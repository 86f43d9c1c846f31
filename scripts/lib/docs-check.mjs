// What the docs point at must exist: each relative link and its #anchor, each `pnpm` command's
// script, each repository path named in code, each environment variable. Reads files only, so it
// runs in a fraction of a second; `scripts/docs.test.mjs` runs it on the repository and on fixtures.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Variables the docs may name that are not the server's settings (those are `.env.example`'s),
 * each with the file that reads it: a name that file no longer mentions is reported too.
 */
const TOOL_VARIABLES = {
  CHROMIUM_PATH: 'client/playwright.config.ts',
  CHROMIUM_HEADLESS_SHELL_PATH: 'client/playwright.config.ts',
  E2E_OUTPUT_DIR: 'client/playwright.config.ts',
  E2E_REPORT_DIR: 'client/playwright.config.ts',
  BENCH_DURATION: 'scripts/bench.mjs',
  BENCH_CONNECTIONS: 'scripts/bench.mjs',
  BENCH_CAKES: 'scripts/bench.mjs',
  BENCH_ORDERS: 'scripts/bench.mjs',
  BENCH_SOAK_REQUESTS: 'scripts/bench-soak.mjs',
  LIGHTHOUSE_RUNS: 'scripts/lighthouse.mjs',
  MAIN_THREAD_RUNS: 'scripts/main-thread.mjs',
  REPLICAS: 'scripts/replicas.mjs',
  CONTRACT_EMAIL: 'scripts/contract-check/main.ts',
  CONTRACT_PASSWORD: 'scripts/contract-check/main.ts',
  POSTGRES_BIN_DIR: 'scripts/lib/postgres.mjs',
  POSTGRES_PASSWORD: 'docker-compose.yml',
  MINIO_ROOT_PASSWORD: 'docker-compose.yml',
};

/** pnpm's own commands: anything else after `pnpm` (and its options) is a package.json script. */
const PNPM_COMMANDS = new Set(
  'install i add remove rm update up exec dlx store why list ls outdated audit rebuild prune link unlink fetch init env config patch pack publish create'.split(
    ' ',
  ),
);
/** pnpm options that take a value (`--filter @cakeshop/server`). */
const PNPM_VALUE_OPTIONS = new Set(['--filter', '-F', '--dir', '-C', '--workspace-concurrency']);
/** docker compose options that take a value, before or after its command. */
const COMPOSE_VALUE_OPTIONS = new Set([
  '--profile',
  '-f',
  '--file',
  '-p',
  '-v',
  '--volume',
  '-e',
  '--env',
  '-w',
]);
/** docker compose commands whose first argument is a service. */
const COMPOSE_SERVICE_COMMANDS = new Set(['up', 'start', 'stop', 'restart', 'run', 'logs', 'exec', 'build']);
const SHELL_LANGUAGES = new Set(['', 'sh', 'bash', 'shell', 'console']);

const read = (root, path) => readFileSync(join(root, path), 'utf8');

/** The pages checked: README.md and every docs/*.md. */
function docFiles(root) {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : [];
  return ['README.md', ...docs];
}

/**
 * A page split into what is checked differently: prose (links, inline code) and fenced code
 * blocks (commands). Code blocks are blanked out of the prose, line for line.
 */
function split(text) {
  const prose = [];
  const blocks = [];
  let block = null;
  for (const [index, line] of text.split('\n').entries()) {
    const fence = /^\s*(```+|~~~+)\s*([\w-]*)/.exec(line);
    if (block) {
      if (fence && line.trim().startsWith(block.fence)) {
        blocks.push(block);
        block = null;
      } else block.lines.push({ line: index + 1, text: line });
      prose.push('');
    } else if (fence) {
      block = { fence: fence[1], language: fence[2], lines: [] };
      prose.push('');
    } else prose.push(line);
  }
  return { prose, blocks };
}

/** Inline code spans of a prose line (`…` or ``…``), and the line with them blanked. */
function codeSpans(line) {
  const spans = [];
  const rest = line.replace(/(`+)(.+?)\1/g, (_, _ticks, code) => {
    spans.push(code.trim());
    return ' ';
  });
  return { spans, rest };
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a page offers: its headings' (numbered when repeated, as GitHub does) and HTML ids. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of split(text).prose) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  }
  return anchors;
}

/** Every link target of a prose line: Markdown links and images, reference definitions, src/href. */
function linkTargets(line) {
  const targets = [];
  for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    targets.push(match[1]);
  const definition = /^\s*\[[^\]]+\]:\s*(\S+)/.exec(line);
  if (definition) targets.push(definition[1]);
  for (const match of line.matchAll(/\b(?:src|href)="([^"]+)"/g)) targets.push(match[1]);
  return targets;
}

/** Top-level names of the repository and the folder names .gitignore keeps out (what a build makes). */
function repositoryShape(root) {
  const top = new Set(readdirSync(root).filter((name) => name !== '.git' && name !== 'node_modules'));
  const ignored = existsSync(join(root, '.gitignore'))
    ? read(root, '.gitignore')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.endsWith('/') && !line.startsWith('#'))
        .map((line) => line.replace(/^\*\*\//, '').replace(/\/$/, ''))
    : [];
  return { top, ignored: new Set(ignored) };
}

/**
 * Whether a code span or shell word names a file of the repository: a path whose first folder is
 * one of the repository's (`server/src/app.ts`, `docs/`), or a file at its root (`Dockerfile`,
 * `docker-compose.yml`, `.env.example`).
 */
function repositoryPath(token, shape) {
  const path = token.replace(/[),.;:]+$/, '');
  if (!/^[\w.@-]+(\/[\w.@*-]+)*\/?$/.test(path) || path.includes('*')) return null;
  const first = path.split('/')[0];
  if (path.includes('/')) return shape.top.has(first) && first !== '.' && first !== '..' ? path : null;
  return /^(Dockerfile|\.env\.example|[\w.-]+\.(json|ya?ml))$/.test(path) ? path : null;
}

/** The variables `.env.example` sets or shows commented out. */
function exampleVariables(root) {
  if (!existsSync(join(root, '.env.example'))) return new Set();
  const names = read(root, '.env.example')
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter(Boolean);
  return new Set(names);
}

/** The files under `dir`, without dependencies, builds and test output. */
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!/^(node_modules|dist|test-results|playwright-report|\..*)$/.test(entry.name))
        yield* walk(join(dir, entry.name));
    } else yield join(dir, entry.name);
  }
}

/** Every TypeScript and JavaScript source of the packages and scripts, as one text to search for declarations. */
function sources(root, dirs) {
  const texts = [];
  for (const dir of [...dirs, 'scripts']) {
    if (!existsSync(join(root, dir))) continue;
    for (const path of walk(join(root, dir)))
      if (/\.(m?[jt]sx?|mts)$/.test(path)) texts.push(readFileSync(path, 'utf8'));
  }
  return texts.join('\n');
}

/** The scripts of the root package and of each workspace package, by package name. */
function packageScripts(root) {
  const rootPackage = JSON.parse(read(root, 'package.json'));
  const byName = new Map([[rootPackage.name, rootPackage.scripts ?? {}]]);
  const dirs = [];
  const workspace = existsSync(join(root, 'pnpm-workspace.yaml')) ? read(root, 'pnpm-workspace.yaml') : '';
  const list = /^packages:\n((?:\s+-\s+.+\n?)+)/m.exec(workspace)?.[1] ?? '';
  for (const dir of list.split('\n').map((line) => line.replace(/^\s*-\s*/, '').trim())) {
    if (!dir || !existsSync(join(root, dir, 'package.json'))) continue;
    const pkg = JSON.parse(read(root, join(dir, 'package.json')));
    byName.set(pkg.name, pkg.scripts ?? {});
    dirs.push(dir);
  }
  return { root: rootPackage.scripts ?? {}, byName, dirs };
}

function composeServices(root) {
  if (!existsSync(join(root, 'docker-compose.yml'))) return new Set();
  const text = read(root, 'docker-compose.yml');
  const services = /^services:\n([\s\S]*?)(?=^\S)/m.exec(`${text}\n#`)?.[1] ?? '';
  return new Set([...services.matchAll(/^ {2}([\w-]+):/gm)].map((match) => match[1]));
}

/** Shell words of a command line, quotes kept out of the words. */
const words = (line) => line.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];

/**
 * Checks the docs of the repository at `root`. Returns one line per problem, `file:line: what`;
 * none when everything they name exists.
 */
export function checkDocs(root) {
  root = resolve(root);
  const files = docFiles(root);
  const problems = [];
  const shape = repositoryShape(root);
  const scripts = packageScripts(root);
  const services = composeServices(root);
  const variables = exampleVariables(root);
  const declared = sources(root, scripts.dirs);
  const anchorCache = new Map();
  const anchors = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  const linkedImages = new Set();

  const checkLink = (file, line, target) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return;
    const [pathPart, anchor] = target.split('#');
    const path = pathPart ? resolve(root, dirname(file), decodeURI(pathPart)) : join(root, file);
    const where = `${file}:${line}`;
    if (!path.startsWith(root + sep) && path !== root) {
      problems.push(`${where}: the link ${target} leaves the repository`);
      return;
    }
    if (!existsSync(path)) {
      problems.push(`${where}: the link ${target} names ${relative(root, path)}, which does not exist`);
      return;
    }
    if (/\.(png|jpe?g|svg|webp|gif)$/i.test(path)) linkedImages.add(relative(root, path));
    if (anchor && statSync(path).isFile() && path.endsWith('.md') && !anchors(path).has(anchor))
      problems.push(`${where}: the link ${target} names an anchor ${relative(root, path)} does not have`);
  };

  const checkPath = (where, token) => {
    const path = repositoryPath(token, shape);
    if (!path || existsSync(join(root, path))) return;
    if (path.split('/').some((part) => shape.ignored.has(part))) return;
    problems.push(`${where}: ${path} does not exist`);
  };

  const checkVariable = (where, name) => {
    if (variables.has(name)) return;
    if (name in TOOL_VARIABLES) {
      const reader = TOOL_VARIABLES[name];
      if (!existsSync(join(root, reader)) || !read(root, reader).includes(name))
        problems.push(`${where}: ${name} is allowed as read by ${reader}, which does not mention it`);
      return;
    }
    if (new RegExp(`\\b(const|let|var|function|class|type|interface|enum)\\s+${name}\\b`).test(declared))
      return;
    problems.push(`${where}: ${name} is not in .env.example (nor a tool's variable, nor a name in the code)`);
  };

  /** One command line: its variable assignments, `pnpm` scripts, compose services and paths. */
  const checkCommand = (where, line) => {
    for (const part of line.split(/&&|\|\||;|\|/)) {
      const list = words(part.trim());
      while (list.length && /^[A-Z][A-Z0-9_]*=/.test(list[0]))
        checkVariable(where, list.shift().split('=')[0]);
      for (const word of list) checkPath(where, word);
      if (list[0] === 'pnpm') checkPnpm(where, list.slice(1));
      if (list[0] === 'docker' && list[1] === 'compose') checkCompose(where, list.slice(2));
    }
  };

  const checkPnpm = (where, args) => {
    let filter = null;
    while (args.length && args[0].startsWith('-')) {
      const option = args.shift();
      if (PNPM_VALUE_OPTIONS.has(option)) {
        const value = args.shift();
        if (option === '--filter' || option === '-F') filter = value;
      }
    }
    let [name] = args;
    if (name === 'run') name = args[1];
    if (!name || name.startsWith('<') || PNPM_COMMANDS.has(name)) return;
    if (filter) {
      const own = scripts.byName.get(filter);
      if (!own) problems.push(`${where}: pnpm --filter ${filter}: no workspace package has that name`);
      else if (!(name in own))
        problems.push(`${where}: pnpm --filter ${filter} ${name}: ${filter} has no such script`);
      return;
    }
    const anywhere = name in scripts.root || [...scripts.byName.values()].some((own) => name in own);
    if (!anywhere) problems.push(`${where}: pnpm ${name}: no package.json has that script`);
  };

  const checkCompose = (where, args) => {
    const rest = [...args];
    let command = null;
    while (rest.length) {
      const word = rest.shift();
      if (COMPOSE_VALUE_OPTIONS.has(word)) rest.shift();
      else if (word.startsWith('-')) continue;
      else if (!command) command = word;
      else {
        if (COMPOSE_SERVICE_COMMANDS.has(command) && !services.has(word))
          problems.push(
            `${where}: docker compose ${command} ${word}: docker-compose.yml has no such service`,
          );
        return;
      }
    }
  };

  for (const file of files) {
    const { prose, blocks } = split(read(root, file));
    for (const [index, text] of prose.entries()) {
      const where = `${file}:${index + 1}`;
      const { spans, rest } = codeSpans(text);
      for (const target of linkTargets(rest)) checkLink(file, index + 1, target);
      for (const span of spans) {
        if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(span)) checkVariable(where, span);
        else if (/(^|\s)pnpm\s|^[A-Z][A-Z0-9_]*=/.test(span)) checkCommand(where, span);
        else checkPath(where, span);
      }
    }
    for (const block of blocks) {
      if (!SHELL_LANGUAGES.has(block.language)) continue;
      for (const { line, text } of block.lines) {
        const command = text.replace(/#.*$/, '').replace(/\\$/, '').trim();
        if (command) checkCommand(`${file}:${line}`, command);
      }
    }
  }

  const imageDir = join(root, 'docs', 'images');
  if (existsSync(imageDir))
    for (const name of readdirSync(imageDir)) {
      const path = `docs/images/${name}`;
      if (!linkedImages.has(path)) problems.push(`${path}: no page shows this image`);
    }
  return problems;
}
