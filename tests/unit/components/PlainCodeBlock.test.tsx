import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import PlainCodeBlock, {visibleCode} from '@site/src/plugins/code-on-demand/client/PlainCodeBlock';

describe('PlainCodeBlock', () => {
  it('shows the code without its closing newline, in a block the keyboard can reach to scroll', () => {
    const {container} = render(<PlainCodeBlock>{'cast chain-id\n'}</PlainCodeBlock>);
    const pre = container.querySelector('pre')!;
    expect(pre.textContent).toBe('cast chain-id');
    expect(pre.tabIndex).toBe(0);
  });

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
