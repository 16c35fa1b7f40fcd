/** The assistants a reader can hand the page to, and the prompt that names the page's Markdown twin. */
export const ASSISTANTS = [
  {name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
] as const;

export function assistantPrompt(twinUrl: string): string {
  return `Read ${twinUrl} so you can answer my questions about this page of the Celo documentation.`;
}
