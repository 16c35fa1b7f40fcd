#!/usr/bin/env node
// `npm run build:integrations`: the second test build, into build-integrations/, with every third-party service
// switched on under test ids (Algolia, the AI assistant, analytics, marketing forms) and the crash-test route.
import {spawnSync} from 'node:child_process';
import {integrationsTestEnv} from '../tests/support/integrations-env.mjs';

const result = spawnSync('node', ['scripts/build.mjs', '--out-dir', 'build-integrations'], {
  stdio: 'inherit',
  env: {...process.env, ...integrationsTestEnv},
});
process.exit(result.status ?? 1);
