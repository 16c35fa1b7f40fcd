// Worker thread entry: writes the Markdown twins on the build's second core while the other plugins' postBuild run.
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const loadTypeScript = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {writeTwins} = loadTypeScript('./writeTwins.ts');
const twins = await writeTwins(workerData.outDir, workerData.docs, workerData.siteUrl);
parentPort.postMessage([...twins]);
