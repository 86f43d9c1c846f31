// `pnpm test` runs this first: in a fraction of a second it names every missing prerequisite
// (scripts/lib/prerequisites.mjs) and the one command that installs them, instead of a test
// failing minutes later. `--missing-packages` prints only the Debian packages to install, for
// `.ci/run`.
import { INSTALL_COMMAND, PREREQUISITES, missingPieces } from './lib/prerequisites.mjs';

const { missing, nodeTooOld } = missingPieces();
const needed = missing.filter((piece) => !piece.optional);

if (process.argv.includes('--missing-packages')) {
  console.log(missing.map((piece) => piece.package).join(' '));
  process.exit(0);
}

const line = (piece) =>
  `  - ${piece.name}, for ${piece.neededBy}: package ${piece.package} (installed elsewhere: ${piece.elsewhere})`;

if (nodeTooOld)
  console.error(
    `pnpm test needs Node ${nodeTooOld.wanted} or later (package.json's engines); this is Node ${nodeTooOld.found}.`,
  );
if (needed.length > 0) {
  console.error(`pnpm test needs what this machine is missing:\n${needed.map(line).join('\n')}`);
}
const optional = missing.filter((piece) => piece.optional);
if (optional.length > 0) {
  console.error(`Not needed, but the tests are slower without:\n${optional.map(line).join('\n')}`);
}
if (missing.length > 0) console.error(`Install everything with:\n  ${INSTALL_COMMAND}`);
if (needed.length > 0 || nodeTooOld) process.exit(1);
if (missing.length === 0)
  console.log(`preflight: ${PREREQUISITES.map((piece) => piece.package).join(', ')} found`);
