import {describe, expect, it} from 'vitest';
import {visibleCode} from '@site/src/plugins/code-on-demand/client/PlainCodeBlock';

describe('the plain code block shown while the highlighter loads', () => {
  it('drops a sample’s setup block and a setup-next-line line with its line, as the theme hides them', () => {
    const code = [
      '// setup-start',
      "import { http } from 'viem'",
      '// setup-end',
      'const a = 1',
      '  # setup-next-line',
      'export RPC=x',
      'echo $RPC',
    ].join('\n');
    expect(visibleCode(code)).toBe('const a = 1\necho $RPC');
  });
});
