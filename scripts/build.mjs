#!/usr/bin/env node
// `npm run build`: the production build, failing on any warning Docusaurus prints, since a warning is a bug.
import {spawn} from 'node:child_process';

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {stdio: ['inherit', 'pipe', 'pipe']});
let warnings = 0;
for (const [stream, target] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    target.write(chunk);
    warnings += (chunk.toString().match(/\[WARNING\]/g) ?? []).length;
  });
}
child.on('close', (code) => {
  if (code === 0 && warnings > 0) {
    console.error(
      `\nbuild: Docusaurus printed ${warnings} warning(s) above; fix them, the build does not pass with warnings.`,
    );
    process.exit(1);
  }
  process.exit(code ?? 1);
});
