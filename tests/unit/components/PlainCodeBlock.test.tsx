import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import PlainCodeBlock from '@site/src/plugins/code-on-demand/client/PlainCodeBlock';

describe('PlainCodeBlock', () => {
  it('shows the code without its closing newline, in a block the keyboard can reach to scroll', () => {
    const {container} = render(<PlainCodeBlock>{'cast chain-id\n'}</PlainCodeBlock>);
    const pre = container.querySelector('pre')!;
    expect(pre.textContent).toBe('cast chain-id');
    expect(pre.tabIndex).toBe(0);
  });
});
