import type {ReactNode} from 'react';

/** Text from the CLI data, which marks flags and values with backticks as Markdown does, with those spans as code. */
export function withInlineCode(text: string): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
